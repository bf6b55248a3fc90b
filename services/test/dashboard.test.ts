import {
  DASHBOARD_CLASSES_LISTED,
  DASHBOARD_SUBJECTS_LISTED,
  gatewayMessages,
  messages,
  NOT_TAKEN_LISTED,
  percentage,
} from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { percentageTenths } from '../src/standing/standing-sql';
import { adminAreaStack } from './support/institute';
import { addDays, adminWithOnly, insertLecture, instituteToday, seedClass, seedSemester, setupCalls } from './support/setup-data';
import { refusal } from './support/stack';
import {
  admitStudents,
  attendanceCalls,
  dashboardOf,
  enrolStudent,
  insertParent,
  insertSlot,
  type RosterStudent,
  studentIdentity,
  type TeachingInstitute,
  takeRegister,
  teachingInstitute,
  teachSubject,
} from './support/teaching';

const area = adminAreaStack();

const classNameOf = async (classId: string) =>
  (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [classId])).rows[0]!.name;

/** The ISO weekday (1 = Monday … 7 = Sunday) of a day. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The `count` days (or weeks, every 7th day) ending with `last`, oldest first. */
const daysEndingWith = (last: string, count: number, step = 1) =>
  Array.from({ length: count }, (_, index) => addDays(last, (index - count + 1) * step));

/** A trend's points on these dates: [present, total, percentage] where marks were counted, else 0 of 0 and null. */
const points = (dates: string[], counted: Record<string, [number, number, number]> = {}) =>
  dates.map((date) => {
    const [present, total, percentage] = counted[date] ?? [0, 0, null];
    return { date, present, total, percentage };
  });

const summed = (trend: Array<{ present: number; total: number }>) =>
  trend.reduce((sum, point) => ({ present: sum.present + point.present, total: sum.total + point.total }), {
    present: 0,
    total: 0,
  });

/**
 * Two classes on the institute's today T (the semester runs T-60 to T+60, the threshold is 75 %), worked out by hand.
 *
 * Class A (the place's, 'B.Sc. CS n-A'): Student 001 to 004, all in Physics (core);
 * Student 001 to 003 in Chemistry (elective), Student 002 dropping it on T-1 after its register of T-1 was taken;
 * Art is archived. Class B ('M.Sc. Maths'): Bela Sen, Aarav Rao, Chandra Das in Maths (core) from T-60, and
 * Dev Archived from T-1, archived after his one register. 'Alumni' has no subject.
 *
 * Today's timetable (T's weekday): A P1 Physics (taken), A P2 Chemistry (taken), A P3 Physics (not taken),
 * A P4 Art (archived: not scheduled), B P1 Maths and B P3 Maths (Otto Other's, not taken): 5 scheduled.
 * Held today: Physics P1, Chemistry P2, and Physics P5, on no slot (extra): 3 taken, 1 extra.
 *
 * Marks (A = absent, everyone else present):
 *   T-3 Maths: Aarav A                                → B 2/3
 *   T-2 Physics: 002 A; Maths: Aarav A                → A 3/4, B 2/3
 *   T-1 Physics: 003, 004 A; Chemistry: 002, 003 A;   → A 2/4 + 1/3
 *       Maths: Dev A                                  → B 3/4
 *   T   Physics P1: 003, 004 A, then 004 corrected to present by the office
 *       Chemistry P2 (001, 003): none A; Physics P5: 003 A
 *       → today 3 + 2 + 3 = 8 present, 1 + 0 + 1 = 2 absent (before the correction 7 and 3).
 */
async function twoClassesToday() {
  const place = await teachingInstitute(area, { students: 4 });
  const { institute, day, teacher, other, today } = place;
  const pool = area.pool;
  const [s1, s2, s3, s4] = place.roster as [RosterStudent, RosterStudent, RosterStudent, RosterStudent];
  const classB = await seedClass(pool, institute.id, 'M.Sc. Maths');
  await seedClass(pool, institute.id, 'Alumni');
  const [bela, aarav, chandra, dev] = (await admitStudents(
    pool,
    institute.id,
    classB,
    ['Bela Sen', 'Aarav Rao', 'Chandra Das', 'Dev Archived'],
    day(-60),
  )) as [RosterStudent, RosterStudent, RosterStudent, RosterStudent];

  const chemistry = await teachSubject(pool, place, { name: 'Chemistry', code: 'CHE1', kind: 'elective' });
  const art = await teachSubject(pool, place, { name: 'Art', code: 'ART1', kind: 'elective' });
  const maths = await teachSubject(pool, place, { classId: classB, name: 'Maths', code: 'MAT1' });
  for (const student of [s1, s2, s3]) await enrolStudent(pool, institute.id, chemistry, student.id, day(-60));
  for (const student of [bela, aarav, chandra]) await enrolStudent(pool, institute.id, maths, student.id, day(-60));
  await enrolStudent(pool, institute.id, maths, dev.id, day(-1));

  const inB = { ...place, classId: classB };
  const hour = (period: number) => ({
    startsAt: `${8 + period}:00`.padStart(5, '0'),
    endsAt: `${8 + period}:50`.padStart(5, '0'),
  });
  await insertSlot(pool, place, { teacherId: teacher.id, period: 1, ...hour(1) });
  await insertSlot(pool, place, { subjectId: chemistry, teacherId: teacher.id, period: 2, ...hour(2) });
  await insertSlot(pool, place, { teacherId: teacher.id, period: 3, ...hour(3) });
  await insertSlot(pool, place, { subjectId: art, teacherId: teacher.id, period: 4, ...hour(4) });
  await insertSlot(pool, place, { teacherId: teacher.id, weekday: (isoWeekday(today) % 7) + 1, period: 4, ...hour(4) });
  await insertSlot(pool, inB, { subjectId: maths, teacherId: other.id, period: 1, ...hour(1) });
  await insertSlot(pool, inB, { subjectId: maths, teacherId: other.id, period: 3, ...hour(3) });
  await pool.query(`UPDATE subjects SET archived_at = now() WHERE id = $1`, [art]);

  const physics = (heldOn: string, period: number, absent: string[]) =>
    takeRegister(area, place, { subjectId: place.subjectId, heldOn, period, students: place.roster, absent });
  const inMaths = (heldOn: string, students: RosterStudent[], absent: string[]) =>
    takeRegister(area, place, { subjectId: maths, heldOn, period: 1, students, absent });
  await inMaths(day(-3), [bela, aarav, chandra], [aarav.id]);
  await inMaths(day(-2), [bela, aarav, chandra], [aarav.id]);
  await inMaths(day(-1), [bela, aarav, chandra, dev], [dev.id]);
  await pool.query(`UPDATE students SET archived_at = now() WHERE id = $1`, [dev.id]);
  await physics(day(-2), 1, [s2.id]);
  await physics(day(-1), 1, [s3.id, s4.id]);
  await takeRegister(area, place, {
    subjectId: chemistry,
    heldOn: day(-1),
    period: 2,
    students: [s1, s2, s3],
    absent: [s2.id, s3.id],
  });
  const dropped = await setupCalls(area.stack, institute.admin).call('POST', '/admin/enrollments/drop', {
    subjectId: chemistry,
    studentId: s2.id,
    droppedOn: day(-1),
  });
  expect(dropped.status).toBe(200);
  const physicsToday = await physics(today, 1, [s3.id, s4.id]);
  await takeRegister(area, place, { subjectId: chemistry, heldOn: today, period: 2, students: [s1, s3] });
  await physics(today, 5, [s3.id]);

  const correctFourth = async () => {
    const corrected = await attendanceCalls(area).correct(institute.admin, physicsToday, {
      studentId: s4.id,
      status: 'present',
      reason: 'Came in late',
    });
    expect(corrected.status).toBe(201);
  };
  return { place, classA: await classNameOf(place.classId), classB, chemistry, maths, s3, s4, aarav, correctFourth };
}

describe('the dashboard on the institute’s today', () => {
  it('answers as its definition documents it: every field of its schema, and no other', async () => {
    const { place } = await twoClassesToday();
    const answer = await dashboardOf(area, place.institute.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.notTaken).not.toHaveLength(0);
    expect(answer.body.belowThreshold.students).not.toHaveLength(0);
    expect(routes.dashboard.answers[200].schema.parse(answer.body)).toEqual(answer.body);
  });

  it('answers the day’s registers, the trends, the summaries and the students below the threshold; a correction moves them', async () => {
    const { place, classA, classB, chemistry, maths, s3, s4, aarav, correctFourth } = await twoClassesToday();
    const { today, day, institute } = place;

    const before = await dashboardOf(area, institute.admin);
    expect(before.status).toBe(200);
    expect(before.body.today).toEqual({ scheduled: 5, taken: 3, extra: 1, present: 7, absent: 3 });
    expect(before.body.trend.daily[29]).toEqual({ date: today, present: 7, total: 10, percentage: 70 });
    // Student 004 stood at 2 of 4 in Physics before the office's correction: 50.0 %, below.
    expect(before.body.belowThreshold.count).toBe(3);
    expect(before.body.belowThreshold.students.map((student: { name: string }) => student.name)).toEqual([
      'Student 003',
      'Aarav Rao',
      'Student 004',
    ]);
    expect(before.body.belowThreshold.students[2]).toEqual({
      studentId: s4.id,
      name: 'Student 004',
      rollNumber: 'R-004',
      className: classA,
      percentage: 50,
      subjectsBelow: 1,
      lowest: { subjectId: place.subjectId, name: 'Physics', code: 'PHY1', percentage: 50 },
    });

    await correctFourth();
    const answer = await dashboardOf(area, institute.admin);
    const physics = { subjectId: place.subjectId, name: 'Physics', code: 'PHY1' };
    const notTaken = (period: number, classId: string, className: string, subject: object, teacher: typeof place.teacher) => ({
      slotId: expect.any(String),
      period,
      startsAt: `${8 + period}:00`.padStart(5, '0'),
      endsAt: `${8 + period}:50`.padStart(5, '0'),
      classId,
      className,
      ...subject,
      teacherId: teacher.id,
      teacherName: teacher.name,
    });
    const ofMaths = { subjectId: maths, subjectName: 'Maths', subjectCode: 'MAT1' };
    const ofPhysics = { subjectId: place.subjectId, subjectName: 'Physics', subjectCode: 'PHY1' };
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        date: today,
        timeZone: 'Asia/Kolkata',
        threshold: 75,
        semester: { id: place.semesterId, name: 'Odd semester', startsOn: day(-60), endsOn: day(60) },
        today: { scheduled: 5, taken: 3, extra: 1, present: 8, absent: 2 },
        notTaken: [
          notTaken(1, classB, 'M.Sc. Maths', ofMaths, place.other),
          notTaken(3, place.classId, classA, ofPhysics, place.teacher),
          notTaken(3, classB, 'M.Sc. Maths', ofMaths, place.other),
        ],
        trend: {
          daily: points(daysEndingWith(today, 30), {
            [day(-3)]: [2, 3, 66.7],
            [day(-2)]: [5, 7, 71.4],
            [day(-1)]: [6, 11, 54.5],
            [today]: [8, 10, 80],
          }),
          weekly: expect.any(Array),
          monthly: expect.any(Array),
        },
        classes: [
          { classId: place.classId, name: classA, present: 14, total: 21, percentage: 66.7 },
          { classId: classB, name: 'M.Sc. Maths', present: 7, total: 10, percentage: 70 },
        ],
        // Chemistry leaves out Student 002's absence of T-1, the day of the drop: 3 of 4, not 3 of 5.
        // The lowest first; fewer than listed, so every one, and the counts count just those.
        subjects: [
          { ...physics, className: classA, present: 11, total: 16, percentage: 68.8 },
          { subjectId: maths, name: 'Maths', code: 'MAT1', className: 'M.Sc. Maths', present: 7, total: 10, percentage: 70 },
          { subjectId: chemistry, name: 'Chemistry', code: 'CHE1', className: classA, present: 3, total: 4, percentage: 75 },
        ],
        counts: { classes: 2, subjects: 3, notTaken: 3 },
        // Student 004 is now at 3 of 4, exactly the threshold; Student 002 at 3 of 4 in Physics and nothing counted in
        // Chemistry after the drop; Dev (0 of 1) is archived. The lowest subject first, whatever the name.
        belowThreshold: {
          count: 2,
          students: [
            {
              studentId: s3.id,
              name: 'Student 003',
              rollNumber: 'R-003',
              className: classA,
              percentage: 33.3,
              subjectsBelow: 2,
              lowest: { ...physics, percentage: 25 },
            },
            {
              studentId: aarav.id,
              name: 'Aarav Rao',
              rollNumber: aarav.rollNumber,
              className: 'M.Sc. Maths',
              percentage: 33.3,
              subjectsBelow: 1,
              lowest: { subjectId: maths, name: 'Maths', code: 'MAT1', percentage: 33.3 },
            },
          ],
        },
      },
    });
    const { weekly, monthly } = answer.body.trend;
    const monday = addDays(today, 1 - isoWeekday(today));
    expect(weekly.map((point: { date: string }) => point.date)).toEqual(daysEndingWith(monday, 12, 7));
    expect(monthly.map((point: { date: string }) => point.date)).toEqual([
      ...new Set(daysEndingWith(today, 61).map((date) => `${date.slice(0, 7)}-01`)),
    ]);
    // Every mark lies in the last four days, all inside the twelve weeks and the semester's months.
    expect(summed(weekly)).toEqual({ present: 21, total: 31 });
    expect(summed(monthly)).toEqual({ present: 21, total: 31 });
  });
});

/**
 * A past day, 2026-04-15 (a Wednesday), in the spring semester (2026-02-04 to 2026-06-30, after a winter one
 * ending 2026-02-03), worked out by hand. Student 001 and 002 are in Maths (class A) from 2026-02-04 and were in
 * Old Physics of the winter; neither is in a class on 2026-04-15, but Student 002 was in 'Spring class' from
 * 2026-02-04 to 2026-03-01. Wednesday's timetable of the spring: Maths P1 (Tara) and P2 (Otto).
 *
 *   2026-02-02 Mon  Old Physics (winter): 2 of 2   → its week; not the semester's February
 *   2026-02-04 Wed  Maths: 002 absent, 1 of 2      → week of 02-02, February
 *   2026-03-31 Tue  Maths: both absent, 0 of 2     → daily, week of 03-30, March (the month before)
 *   2026-04-13 Mon  Maths: 001 absent, 1 of 2      → daily, the day's week (its Monday), April
 *   2026-04-15 Wed  Maths P1: 2 of 2               → the day itself
 *   2026-04-16 Thu  Maths: both absent, 0 of 2     → after the day: in no trend, no class
 *   2026-06-29 Mon  Maths: 2 of 2
 *   2026-07-01 Wed  Maths: 2 of 2, on a day of no semester (written as the owner)
 * Maths per student, as the rollup keeps it (every lecture while enrolled): 4 of 7 each = 57.1 %.
 */
async function springTerm() {
  const place = await teachingInstitute(area, { students: 2 });
  const { institute, teacher, other } = place;
  const pool = area.pool;
  const [s1, s2] = place.roster as [RosterStudent, RosterStudent];
  const winter = await seedSemester(pool, institute.id, '2026-01-05', '2026-02-03');
  const spring = await seedSemester(pool, institute.id, '2026-02-04', '2026-06-30');
  const oldPhysics = await teachSubject(pool, place, { semesterId: winter, name: 'Old Physics', code: 'OPH1' });
  const maths = await teachSubject(pool, place, { semesterId: spring, name: 'Maths', code: 'MAT1' });
  for (const student of [s1, s2]) {
    await enrolStudent(pool, institute.id, oldPhysics, student.id, '2026-01-05');
    await enrolStudent(pool, institute.id, maths, student.id, '2026-02-04');
  }
  const springClass = await seedClass(pool, institute.id, 'Spring class');
  await pool.query(
    `INSERT INTO class_members (institute_id, class_id, student_id, joined_on, left_on) VALUES ($1, $2, $3, '2026-02-04', '2026-03-01')`,
    [institute.id, springClass, s2.id],
  );
  const inSpring = { ...place, semesterId: spring };
  await insertSlot(pool, inSpring, {
    subjectId: maths,
    teacherId: teacher.id,
    weekday: 3,
    period: 1,
    startsAt: '09:00',
    endsAt: '09:50',
  });
  await insertSlot(pool, inSpring, {
    subjectId: maths,
    teacherId: other.id,
    weekday: 3,
    period: 2,
    startsAt: '10:00',
    endsAt: '10:50',
  });
  await insertSlot(pool, place, { teacherId: teacher.id, weekday: 3, period: 3, startsAt: '11:00', endsAt: '11:50' });

  const register = (subjectId: string, heldOn: string, absent: RosterStudent[] = []) =>
    takeRegister(area, place, {
      subjectId,
      heldOn,
      period: 1,
      students: [s1, s2],
      absent: absent.map((student) => student.id),
    });
  await register(oldPhysics, '2026-02-02');
  await register(maths, '2026-02-04', [s2]);
  await register(maths, '2026-03-31', [s1, s2]);
  await register(maths, '2026-04-13', [s1]);
  await register(maths, '2026-04-15');
  await register(maths, '2026-04-16', [s1, s2]);
  await register(maths, '2026-06-29');
  await insertLecture(pool, institute.id, {
    subjectId: maths,
    takenBy: teacher.id,
    heldOn: '2026-07-01',
    students: [s1.id, s2.id],
  });
  return { place, spring, maths, s1, s2, classA: await classNameOf(place.classId) };
}

describe('the dashboard of a day asked for', () => {
  let term: Awaited<ReturnType<typeof springTerm>>;
  beforeAll(async () => {
    term = await springTerm();
  }, 60_000);

  it('answers a past day of a semester: its registers, its trends up to the day, the semester so far', async () => {
    const { place, spring, maths, s1, s2, classA } = term;
    const mathsCount = { subjectId: maths, name: 'Maths', code: 'MAT1' };
    expect(await dashboardOf(area, place.institute.admin, '2026-04-15')).toEqual({
      status: 200,
      body: {
        success: true,
        date: '2026-04-15',
        timeZone: 'Asia/Kolkata',
        threshold: 75,
        semester: { id: spring, name: 'Semester 1', startsOn: '2026-02-04', endsOn: '2026-06-30' },
        today: { scheduled: 2, taken: 1, extra: 0, present: 2, absent: 0 },
        notTaken: [
          {
            slotId: expect.any(String),
            period: 2,
            startsAt: '10:00',
            endsAt: '10:50',
            classId: place.classId,
            className: classA,
            subjectId: maths,
            subjectName: 'Maths',
            subjectCode: 'MAT1',
            teacherId: place.other.id,
            teacherName: 'Otto Other',
          },
        ],
        trend: {
          daily: points(daysEndingWith('2026-04-15', 30), {
            '2026-03-31': [0, 2, 0],
            '2026-04-13': [1, 2, 50],
            '2026-04-15': [2, 2, 100],
          }),
          weekly: points(daysEndingWith('2026-04-13', 12, 7), {
            '2026-02-02': [3, 4, 75],
            '2026-03-30': [0, 2, 0],
            '2026-04-13': [3, 4, 75],
          }),
          monthly: points(['2026-02-01', '2026-03-01', '2026-04-01'], {
            '2026-02-01': [1, 2, 50],
            '2026-03-01': [0, 2, 0],
            '2026-04-01': [3, 4, 75],
          }),
        },
        classes: [{ classId: place.classId, name: classA, present: 4, total: 8, percentage: 50 }],
        subjects: [{ ...mathsCount, className: classA, present: 8, total: 14, percentage: 57.1 }],
        counts: { classes: 1, subjects: 1, notTaken: 1 },
        // Both at 57.1 %: by name. Student 001 was in no class by then; Student 002's last class before it.
        belowThreshold: {
          count: 2,
          students: [
            {
              studentId: s1.id,
              name: 'Student 001',
              rollNumber: 'R-001',
              className: null,
              percentage: 57.1,
              subjectsBelow: 1,
              lowest: { ...mathsCount, percentage: 57.1 },
            },
            {
              studentId: s2.id,
              name: 'Student 002',
              rollNumber: 'R-002',
              className: 'Spring class',
              percentage: 57.1,
              subjectsBelow: 1,
              lowest: { ...mathsCount, percentage: 57.1 },
            },
          ],
        },
      },
    });
  });

  it('answers a day of no semester from what was held: no timetable, no months, no summaries', async () => {
    const { place } = term;
    expect(await dashboardOf(area, place.institute.admin, '2026-07-01')).toEqual({
      status: 200,
      body: {
        success: true,
        date: '2026-07-01',
        timeZone: 'Asia/Kolkata',
        threshold: 75,
        semester: null,
        today: { scheduled: 0, taken: 1, extra: 1, present: 2, absent: 0 },
        notTaken: [],
        trend: {
          daily: points(daysEndingWith('2026-07-01', 30), { '2026-06-29': [2, 2, 100], '2026-07-01': [2, 2, 100] }),
          // The week of 2026-04-13 holds 1 of 2, 2 of 2 and 0 of 2.
          weekly: points(daysEndingWith('2026-06-29', 12, 7), { '2026-04-13': [3, 6, 50], '2026-06-29': [4, 4, 100] }),
          monthly: [],
        },
        classes: [],
        subjects: [],
        counts: { classes: 0, subjects: 0, notTaken: 0 },
        belowThreshold: { count: 0, students: [] },
      },
    });
  });

  it('answers an institute with no semester at all with empty figures (none of the other institutes’ registers of today)', async () => {
    const institute = await area.institute();
    const today = await instituteToday(area.pool, institute.id);
    const monday = addDays(today, 1 - isoWeekday(today));
    expect(await dashboardOf(area, institute.admin)).toEqual({
      status: 200,
      body: {
        success: true,
        date: today,
        timeZone: 'Asia/Kolkata',
        threshold: 75,
        semester: null,
        today: { scheduled: 0, taken: 0, extra: 0, present: 0, absent: 0 },
        notTaken: [],
        trend: { daily: points(daysEndingWith(today, 30)), weekly: points(daysEndingWith(monday, 12, 7)), monthly: [] },
        classes: [],
        subjects: [],
        counts: { classes: 0, subjects: 0, notTaken: 0 },
        belowThreshold: { count: 0, students: [] },
      },
    });
  });
});

/**
 * More classes, subjects and registers than the dashboard lists: the place's class (Physics, nobody enrolled) and 22
 * classes 'Class 01' to 'Class 22', each with one student in its one subject, Maths, and three slots today, none taken.
 * Yesterday's marks: Class 22 absent (0 %), Class 21 present once of twice (50 %), Class 03 to 20 present (100 %),
 * Class 01 and 02 nothing. So the 20 lowest are Class 22, Class 21, then Class 03 to 20 by name; the classes with no
 * marks (the place's, 01, 02) come after them and are left out. The 66 registers not taken are listed by period then
 * class name: all 22 of period 1 and of period 2, then period 3's Class 01 to 06.
 */
async function manyClasses() {
  const place = await teachingInstitute(area, { students: 0 });
  const { institute, day } = place;
  const pool = area.pool;
  const names = Array.from({ length: 22 }, (_, index) => `Class ${String(index + 1).padStart(2, '0')}`);
  const absences: Record<string, boolean[]> = { 'Class 01': [], 'Class 02': [], 'Class 21': [false, true], 'Class 22': [true] };
  for (const name of names) {
    const classId = await seedClass(pool, institute.id, name);
    const subjectId = await teachSubject(pool, place, { classId, name: 'Maths', code: `MAT-${name.slice(-2)}` });
    const [student] = await admitStudents(pool, institute.id, classId, [`Student of ${name}`], day(-60));
    await enrolStudent(pool, institute.id, subjectId, student!.id, day(-60));
    for (const period of [1, 2, 3]) {
      const hour = `${String(8 + period).padStart(2, '0')}`;
      await insertSlot(
        pool,
        { ...place, classId },
        { subjectId, teacherId: place.teacher.id, period, startsAt: `${hour}:00`, endsAt: `${hour}:50` },
      );
    }
    for (const [index, absent] of (absences[name] ?? [false]).entries())
      await insertLecture(pool, institute.id, {
        subjectId,
        takenBy: place.teacher.id,
        heldOn: day(-1),
        period: index + 1,
        students: [student!.id],
        absent: absent ? [student!.id] : [],
      });
  }
  return { place, names };
}

describe('the dashboard of an institute with more than it lists', () => {
  it('lists the lowest classes and subjects and the first registers not taken, and counts them all', async () => {
    const { place, names } = await manyClasses();
    const answer = await dashboardOf(area, place.institute.admin);
    expect(answer.status).toBe(200);
    const lowest = ['Class 22', 'Class 21', ...names.slice(2, 20)];
    expect(answer.body.classes.map((row: { name: string; percentage: number }) => [row.name, row.percentage])).toEqual(
      lowest.map((name, index) => [name, [0, 50][index] ?? 100]),
    );
    expect(answer.body.subjects.map((row: { className: string; percentage: number }) => [row.className, row.percentage])).toEqual(
      lowest.map((name, index) => [name, [0, 50][index] ?? 100]),
    );
    expect(answer.body.notTaken.map((slot: { period: number; className: string }) => [slot.period, slot.className])).toEqual([
      ...names.map((name) => [1, name]),
      ...names.map((name) => [2, name]),
      ...names.slice(0, 6).map((name) => [3, name]),
    ]);
    expect(answer.body.counts).toEqual({ classes: 23, subjects: 23, notTaken: 66 });
    expect([answer.body.classes.length, answer.body.subjects.length, answer.body.notTaken.length]).toEqual([
      DASHBOARD_CLASSES_LISTED,
      DASHBOARD_SUBJECTS_LISTED,
      NOT_TAKEN_LISTED,
    ]);
  });
});

describe('who may read the dashboard', () => {
  let place: TeachingInstitute;
  beforeAll(async () => {
    place = await teachingInstitute(area, { students: 1 });
  });

  it('lets an admin whose custom role grants View reports read it', async () => {
    const reader = await adminWithOnly(area.pool, place.institute.id, ['view_reports']);
    const answer = await dashboardOf(area, reader);
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe(place.today);
  });

  it('refuses an admin whose custom roles do not grant View reports', async () => {
    const exporter = await adminWithOnly(area.pool, place.institute.id, ['export_reports', 'manage_people']);
    expect(await dashboardOf(area, exporter)).toEqual(refusal(403, messages.noPermission));
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD', async () => {
    for (const date of ['2026-02-30', '15-04-2026', 'today', ''])
      expect([date, await dashboardOf(area, place.institute.admin, date)]).toEqual([date, refusal(400, messages.validDate)]);
  });

  it('refuses teachers, students and parents at the door', async () => {
    const student = studentIdentity(place.institute.id, place.roster[0]!.id);
    const parent = (await insertParent(area.pool, place.institute.id, 'Pat Parent', [student.userId!])).identity;
    for (const identity of [place.teacher.identity, student, parent])
      expect([identity.role, await dashboardOf(area, identity)]).toEqual([identity.role, refusal(403, gatewayMessages.noAccess)]);
  });
});

describe('the order of the students below the threshold', () => {
  it('rounds as percentage() does, in SQL, for every count up to 60 lectures', async () => {
    const { rows } = await area.pool.query<{ present: number; total: number; tenths: number }>(
      `SELECT present, total, ${percentageTenths('present', 'total')} AS tenths
       FROM generate_series(1, 60) AS total, generate_series(0, total) AS present`,
    );
    expect(rows).toHaveLength(1890);
    const differing = rows.filter(({ present, total, tenths }) => tenths / 10 !== percentage(present, total));
    expect(differing).toEqual([]);
  });
});
