import type { Identity } from '@rollcall/contracts/internal';
import { withTenant } from '../src/db/tenant';
import { semesterStandings } from '../src/summaries/semester-standings-store';
import { adminAreaStack } from './support/institute';
import { addDays, insertPerson, seedClass } from './support/setup-data';
import {
  attendanceCalls,
  dashboardOf,
  insertParent,
  recordLecture,
  studentIdentity,
  type TeachingInstitute,
  teachingInstitute,
} from './support/teaching';

const area = adminAreaStack();
const { submit } = attendanceCalls(area);

/** The ISO weekday (1 = Monday … 7 = Sunday) of a day. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The first day on or after `from` that falls on the ISO weekday given. */
const onOrAfter = (from: string, weekday: number) => addDays(from, (weekday - isoWeekday(from) + 7) % 7);

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

async function insertSlots(
  place: TeachingInstitute,
  slot: { classId: string; subjectId: string; teacherId: string; period: number; weekdays: number[] },
): Promise<void> {
  await area.pool.query(
    `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     SELECT $1, $2, $3, $4, $5, weekday, $6::int, make_time(8 + $6::int, 0, 0), make_time(8 + $6::int, 50, 0) FROM unnest($7::int[]) AS weekday`,
    [place.institute.id, slot.classId, place.semesterId, slot.subjectId, slot.teacherId, slot.period, slot.weekdays],
  );
}

/** A calendar entry written as the office's call would write it; no classes: the whole institute. */
async function addEntry(
  place: TeachingInstitute,
  entry: {
    kind: 'holiday' | 'exams' | 'follows';
    name: string;
    startsOn: string;
    endsOn?: string;
    classIds?: string[];
    followsWeekday?: number;
  },
): Promise<void> {
  const { rows } = await area.pool.query<{ id: string }>(
    `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on, follows_weekday) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [place.institute.id, entry.kind, entry.name, entry.startsOn, entry.endsOn ?? entry.startsOn, entry.followsWeekday ?? null],
  );
  await area.pool.query(
    `INSERT INTO calendar_entry_classes (institute_id, entry_id, class_id) SELECT $1, $2, unnest($3::uuid[])`,
    [place.institute.id, rows[0]!.id, entry.classIds ?? []],
  );
}

/** One day's change of the slot of the subject in that period on that day's weekday. */
async function changeSlot(
  place: TeachingInstitute,
  change: { subjectId: string; period: number; heldOn: string; change: 'cancel' | 'cover'; teacherId?: string },
): Promise<void> {
  await area.pool.query(
    `INSERT INTO timetable_changes (institute_id, slot_id, held_on, change, teacher_id, created_by)
     SELECT ts.institute_id, ts.id, $4::date, $5, $6, $7
     FROM timetable_slots ts
     WHERE ts.institute_id = $1 AND ts.subject_id = $2 AND ts.period = $3 AND ts.weekday = extract(isodow FROM $4::date)`,
    [
      place.institute.id,
      change.subjectId,
      change.period,
      change.heldOn,
      change.change,
      change.teacherId ?? null,
      place.institute.adminId,
    ],
  );
}

/**
 * A semester from T-14 to T+27 (T: the institute's today), so that T … T+27 holds each weekday exactly 4 times.
 * Class A (the place's): Physics period 1 every day by Tara (the place's teacher), Physics period 2 on Mondays by
 * Mira. Class B: Chemistry period 1 every day by Ben. Sam (the place's only student) is in Physics. The calendar:
 *   F  the Saturday in T+1 … T+7 follows Monday (whole institute);
 *   H2 the Tuesday in T+8 … T+14 is a holiday of class A only ("Sports Day");
 *   C  the Thursday in T+8 … T+14: Physics period 1 cancelled;
 *   E  the Monday in T+15 … T+21 to the Friday after: exams of class A ("Midterms");
 *   class B's holiday on the Wednesday in T+22 … T+27, and an institute holiday after the semester (not Sam's);
 *   today, Physics period 1 is covered by Otto (the place's other teacher, without Take any attendance).
 * The holiday H1 (the Monday in T+1 … T+7, whole institute, "Founders Day") is added by the tests that need it.
 */
async function calendarSemester() {
  const place = await teachingInstitute(area, { students: 1 });
  const { day, institute } = place;
  await area.pool.query(`UPDATE semesters SET starts_on = $2, ends_on = $3 WHERE id = $1`, [place.semesterId, day(-14), day(27)]);
  const mira = await insertPerson(area.pool, institute.id, 'teacher', 'Mira Monday');
  const ben = await insertPerson(area.pool, institute.id, 'teacher', 'Ben Chemist');
  const classB = await seedClass(area.pool, institute.id, `Class B ${institute.id.slice(0, 8)}`);
  const chemistry = await area.pool.query<{ id: string }>(
    `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, 'Chemistry', 'CHE1', 'core') RETURNING id`,
    [institute.id, classB, place.semesterId],
  );
  const chemistryId = chemistry.rows[0]!.id;
  const physics = { classId: place.classId, subjectId: place.subjectId };
  await insertSlots(place, { ...physics, teacherId: place.teacher.id, period: 1, weekdays: EVERY_DAY });
  await insertSlots(place, { ...physics, teacherId: mira.id, period: 2, weekdays: [1] });
  await insertSlots(place, { classId: classB, subjectId: chemistryId, teacherId: ben.id, period: 1, weekdays: EVERY_DAY });

  const dates = {
    h1: onOrAfter(day(1), 1),
    f: onOrAfter(day(1), 6),
    h2: onOrAfter(day(8), 2),
    c: onOrAfter(day(8), 4),
    e: onOrAfter(day(15), 1),
  };
  await addEntry(place, { kind: 'follows', name: 'Monday on Saturday', startsOn: dates.f, followsWeekday: 1 });
  await addEntry(place, { kind: 'holiday', name: 'Sports Day', startsOn: dates.h2, classIds: [place.classId] });
  await addEntry(place, {
    kind: 'exams',
    name: 'Midterms',
    startsOn: dates.e,
    endsOn: addDays(dates.e, 4),
    classIds: [place.classId],
  });
  await addEntry(place, { kind: 'holiday', name: 'Class B trip', startsOn: onOrAfter(day(22), 3), classIds: [classB] });
  await addEntry(place, { kind: 'holiday', name: 'Winter break', startsOn: day(40), endsOn: day(50) });
  await changeSlot(place, { subjectId: place.subjectId, period: 1, heldOn: dates.c, change: 'cancel' });
  await changeSlot(place, {
    subjectId: place.subjectId,
    period: 1,
    heldOn: place.today,
    change: 'cover',
    teacherId: place.other.id,
  });
  const addFoundersDay = () => addEntry(place, { kind: 'holiday', name: 'Founders Day', startsOn: dates.h1 });
  return { place, mira, ben, chemistryId, dates, addFoundersDay, sam: place.roster[0]! };
}

const todayOf = (identity: Identity) => area.stack.call('GET', '/teacher/today', { identity });
const rosterOf = (place: TeachingInstitute, identity: Identity, date: string) =>
  area.stack.call('GET', `/teacher/subjects/${place.subjectId}/roster?date=${date}`, { identity });

const physicsToday = (lectureId: string | null) => ({
  subjectId: expect.any(String),
  subjectName: 'Physics',
  subjectCode: 'PHY1',
  className: expect.any(String),
  period: 1,
  startsAt: '09:00',
  endsAt: '09:50',
  lectureId,
  cover: true,
});

describe('A covered slot: on the cover teacher’s Today, and theirs to take', () => {
  it('shows the slot on the cover teacher’s Today only, marked as cover, and not on the regular teacher’s', async () => {
    const { place } = await calendarSemester();

    expect(await todayOf(place.other.identity)).toEqual({
      status: 200,
      body: { success: true, date: place.today, calendar: null, lectures: [physicsToday(null)], absenceStreaks: [] },
    });
    // Tara holds only Physics period 1 on any day, and today's is covered.
    expect((await todayOf(place.teacher.identity)).body).toEqual({
      success: true,
      date: place.today,
      calendar: null,
      lectures: [],
      absenceStreaks: [],
    });
  });

  it('lets the cover teacher read the roster and save the register of the covered period without Take any attendance', async () => {
    const { place } = await calendarSemester();

    expect((await rosterOf(place, place.other.identity, place.today)).status).toBe(200);
    const saved = await submit(place, { period: 1 }, place.other.identity);
    expect(saved.status).toBe(201);
    const lectureId = saved.body.lecture.id as string;

    const { rows } = await area.pool.query(`SELECT taken_by FROM lectures WHERE id = $1`, [lectureId]);
    expect(rows).toEqual([{ taken_by: place.other.id }]);
    expect((await todayOf(place.other.identity)).body.lectures).toEqual([{ ...physicsToday(lectureId), present: 1, absent: 0 }]);
    // The lecture the cover teacher took is not an extra lecture of the regular teacher's.
    expect((await todayOf(place.teacher.identity)).body.lectures).toEqual([]);
  });

  it('lets the cover teacher correct the register they took, within the correction window', async () => {
    const { place, sam } = await calendarSemester();
    const saved = await submit(place, { period: 1 }, place.other.identity);

    const corrected = await area.stack.call('POST', `/teacher/lectures/${saved.body.lecture.id}/corrections`, {
      identity: place.other.identity,
      body: { studentId: sam.id, status: 'absent', reason: 'Left before the register' },
    });
    expect(corrected.status).toBe(201);
    expect(corrected.body.lecture).toEqual({ id: saved.body.lecture.id, present: 0, absent: 1 });
  });

  it('refuses the cover teacher another period, and the covered subject on another day', async () => {
    const { place } = await calendarSemester();

    expect((await submit(place, { period: 2 }, place.other.identity)).status).toBe(403);
    expect((await rosterOf(place, place.other.identity, place.day(-1))).status).toBe(403);
    expect((await submit(place, { period: 1, heldOn: place.day(-1) }, place.other.identity)).status).toBe(403);
  });

  it('still lets the regular teacher take registers of their own subject', async () => {
    const { place } = await calendarSemester();

    expect((await rosterOf(place, place.teacher.identity, place.today)).status).toBe(200);
    expect((await submit(place, { period: 1, heldOn: place.day(-9) })).status).toBe(201);
  });
});

describe('A holiday or exam day on Today and the dashboard', () => {
  it('names the day’s entry for the teacher’s classes, a holiday before exams, and holds no lecture', async () => {
    const { place, ben } = await calendarSemester();
    await addEntry(place, { kind: 'exams', name: 'Board exams', startsOn: place.today });
    await addEntry(place, { kind: 'holiday', name: 'Diwali', startsOn: place.today, classIds: [place.classId] });

    expect((await todayOf(place.teacher.identity)).body).toEqual({
      success: true,
      date: place.today,
      calendar: { kind: 'holiday', name: 'Diwali' },
      lectures: [],
      absenceStreaks: [],
    });
    // Otto covers a class A slot today, so class A's holiday is his day's too; Ben teaches only class B.
    expect((await todayOf(place.other.identity)).body.calendar).toEqual({ kind: 'holiday', name: 'Diwali' });
    expect((await todayOf(ben.identity)).body).toEqual({
      success: true,
      date: place.today,
      calendar: { kind: 'exams', name: 'Board exams' },
      lectures: [],
      absenceStreaks: [],
    });

    const { body } = await dashboardOf(area, place.institute.admin, place.today);
    expect(body.today).toEqual({ scheduled: 0, taken: 0, extra: 0, present: 0, absent: 0 });
    expect(body.notTaken).toEqual([]);
  });

  it('answers null on an ordinary day for a teacher whose classes have no entry', async () => {
    const { place, ben } = await calendarSemester();
    await addEntry(place, { kind: 'holiday', name: 'Diwali', startsOn: place.today, classIds: [place.classId] });

    expect((await todayOf(ben.identity)).body.calendar).toBeNull();
  });

  it('counts on the dashboard only what each day holds, a covered slot named with its cover teacher', async () => {
    const { place, dates } = await calendarSemester();
    const notTakenOn = async (date: string) => {
      const { body } = await dashboardOf(area, place.institute.admin, date);
      return {
        scheduled: body.today.scheduled,
        notTaken: body.notTaken
          .map((slot: { period: number; subjectCode: string; teacherName: string }) =>
            [slot.period, slot.subjectCode, slot.teacherName].join(' '),
          )
          .sort(),
      };
    };

    // F follows Monday for the whole institute: Physics 1 (Tara), Physics 2 (Mira) and Chemistry 1 (Ben).
    expect(await notTakenOn(dates.f)).toEqual({
      scheduled: 3,
      notTaken: ['1 CHE1 Ben Chemist', '1 PHY1 Tara Teacher', '2 PHY1 Mira Monday'].sort(),
    });
    // H2 is class A's holiday: class B's Chemistry alone.
    expect(await notTakenOn(dates.h2)).toEqual({ scheduled: 1, notTaken: ['1 CHE1 Ben Chemist'] });
    // C: Physics 1 cancelled, Chemistry held.
    expect(await notTakenOn(dates.c)).toEqual({ scheduled: 1, notTaken: ['1 CHE1 Ben Chemist'] });
    // E (a Monday) is class A's exams.
    expect(await notTakenOn(dates.e)).toEqual({ scheduled: 1, notTaken: ['1 CHE1 Ben Chemist'] });
    // Today Physics 1 is Otto's cover (and Mira's Physics 2 is held too when today is a Monday).
    const today = await notTakenOn(place.today);
    expect(today.notTaken).toContain('1 PHY1 Otto Other');
    expect(today.notTaken).not.toContain('1 PHY1 Tara Teacher');
    expect(today.scheduled).toBe(isoWeekday(place.today) === 1 ? 3 : 2);
  });
});

/**
 * Sam's Physics from T to T+27: 28 days hold period 1 every day (28) and period 2 on the 4 Mondays (4): 32.
 *   F  (Saturday) holds Monday's periods 1 and 2 instead of Saturday's period 1: +1
 *   H2 (Tuesday, class A holiday): −1; C (Thursday, cancelled): −1
 *   E  (Monday to Friday, class A exams): Monday 2 + Tuesday to Friday 4 = −6
 *   Left: 32 + 1 − 1 − 1 − 6 = 25. Founders Day (H1, a Monday, whole institute) takes periods 1 and 2: 25 − 2 = 23.
 * Sam was absent from the 8 Physics lectures of T-8 … T-1: 0 of 8. At 75 %, n ÷ (8 + n) ≥ 0.75 needs n = 24:
 * 24 of 25 left before Founders Day, out of reach (null) with 23 after it.
 */
describe('Lectures left and needed in the portal and the summaries', () => {
  async function absentSam() {
    const semester = await calendarSemester();
    const { place, sam } = semester;
    for (let offset = -8; offset <= -1; offset++)
      await recordLecture(area, place, { heldOn: place.day(offset), period: 1, absent: [sam.id] });
    return semester;
  }
  const physicsOf = async (place: TeachingInstitute, studentId: string) => {
    const { body } = await area.stack.call('GET', '/student/attendance', {
      identity: studentIdentity(place.institute.id, studentId),
    });
    return body;
  };

  it('counts only the days the calendar holds, and drops by exactly a new holiday’s lectures', async () => {
    const { place, sam, addFoundersDay } = await absentSam();

    const before = await physicsOf(place, sam.id);
    expect(before.subjects).toEqual([
      expect.objectContaining({ code: 'PHY1', present: 0, total: 8, lecturesLeft: 25, lecturesNeeded: 24 }),
    ]);

    await addFoundersDay();

    const after = await physicsOf(place, sam.id);
    expect(after.subjects).toEqual([
      expect.objectContaining({ code: 'PHY1', present: 0, total: 8, lecturesLeft: 23, lecturesNeeded: null }),
    ]);
  });

  it('stops counting today’s lecture once it is taken', async () => {
    const { place, sam } = await absentSam();
    await submit(place, { period: 1 }, place.other.identity);

    expect((await physicsOf(place, sam.id)).subjects[0]).toMatchObject({ lecturesLeft: 24 });
  });

  it("lists the holidays and exam days of the student's classes in the semester, by first day", async () => {
    const { place, sam, dates, addFoundersDay } = await absentSam();
    await addFoundersDay();

    expect((await physicsOf(place, sam.id)).calendar).toEqual([
      { kind: 'holiday', name: 'Founders Day', startsOn: dates.h1, endsOn: dates.h1 },
      { kind: 'holiday', name: 'Sports Day', startsOn: dates.h2, endsOn: dates.h2 },
      { kind: 'exams', name: 'Midterms', startsOn: dates.e, endsOn: addDays(dates.e, 4) },
    ]);
  });

  it('answers the parent the same lectures left and calendar for their child', async () => {
    const { place, sam, addFoundersDay } = await absentSam();
    await addFoundersDay();
    const parent = await insertParent(area.pool, place.institute.id, 'Pat Parent', [sam.id]);

    const own = await physicsOf(place, sam.id);
    const { body } = await area.stack.call('GET', `/parent/children/${sam.id}/attendance`, { identity: parent.identity });
    expect(body.subjects[0]).toMatchObject({ lecturesLeft: 23, lecturesNeeded: null });
    expect(body.calendar).toEqual(own.calendar);
  });

  it('counts the lectures left in the evening summary’s standings as the portal does', async () => {
    const { place, sam, addFoundersDay } = await absentSam();
    await addFoundersDay();

    const standings = await withTenant(area.applicationPool, place.institute.id, (db) =>
      semesterStandings(db, place.institute.id, { semesterId: place.semesterId, date: place.today, studentIds: [sam.id] }),
    );

    expect(standings.map((standing) => standing.subjects)).toEqual([
      [expect.objectContaining({ code: 'PHY1', present: 0, total: 8, below: true, lecturesLeft: 23 })],
    ]);
  });
});
