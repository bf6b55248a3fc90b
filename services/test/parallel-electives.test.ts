import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { runMigrations } from '../src/db/migrations';
import { startTestDatabase } from './support/database';
import { adminAreaStack, seedInstitute } from './support/institute';
import { insertLecture, insertStudent, insertTeacher, seedClass, seedSemester, seedSubject } from './support/setup-data';
import { refusal } from './support/stack';
import {
  enrolStudent,
  insertSlot,
  marksFor,
  type RosterStudent,
  type TeachingInstitute,
  teachSubject,
  teachingInstitute,
} from './support/teaching';

const area = adminAreaStack();

const named = (student: RosterStudent) => `${student.rollNumber} ${student.name}`;

/** The class name of the place, as the messages name it. */
async function classNameOf(place: TeachingInstitute): Promise<string> {
  const { rows } = await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE institute_id = $1 AND id = $2`, [
    place.institute.id,
    place.classId,
  ]);
  return rows[0]!.name;
}

/** An elective or core subject of the place's class taught by this teacher, with these students enrolled since the term began. */
async function subjectOf(
  place: TeachingInstitute,
  {
    name,
    teacherId,
    students,
    kind = 'elective',
  }: { name: string; teacherId: string; students: readonly RosterStudent[]; kind?: 'core' | 'elective' },
): Promise<string> {
  const subjectId = await teachSubject(area.pool, place, { name, code: name.slice(0, 3).toUpperCase(), kind });
  if (teacherId !== place.teacher.id) {
    await area.pool.query(`UPDATE subject_teachers SET teacher_id = $3 WHERE institute_id = $1 AND subject_id = $2`, [
      place.institute.id,
      subjectId,
      teacherId,
    ]);
  }
  for (const student of students) await enrolStudent(area.pool, place.institute.id, subjectId, student.id, place.day(-60));
  return subjectId;
}

const slot = (subjectId: string, teacherId: string, weekday: number, period: number, startsAt = '10:00', endsAt = '10:50') => ({
  subjectId,
  teacherId,
  weekday,
  period,
  startsAt,
  endsAt,
});

const saveTimetable = (place: TeachingInstitute, slots: unknown[], classId = place.classId) =>
  area.stack.call('PUT', '/admin/timetable', {
    identity: place.institute.admin,
    body: { classId, semesterId: place.semesterId, slots },
  });

const register = (subjectId: string, heldOn: string, period: number, students: readonly RosterStudent[]) => ({
  id: randomUUID(),
  subjectId,
  heldOn,
  period,
  marks: marksFor(students),
});

const submit = (place: TeachingInstitute, teacherId: string, body: unknown) =>
  area.stack.call('POST', '/teacher/lectures', {
    identity: { role: 'teacher', userId: teacherId, instituteId: place.institute.id },
    body,
  });

const rosterOf = (place: TeachingInstitute, subjectId: string, date: string) =>
  area.stack.call('GET', `/teacher/subjects/${subjectId}/roster?date=${date}`, { identity: place.teacher.identity });

/** The lectures of the institute in one period of a day, by subject id. */
async function lecturesIn(place: TeachingInstitute, heldOn: string, period: number): Promise<string[]> {
  const { rows } = await area.pool.query<{ subjectId: string }>(
    `SELECT subject_id AS "subjectId" FROM lectures WHERE institute_id = $1 AND held_on = $2 AND period = $3 ORDER BY subject_id`,
    [place.institute.id, heldOn, period],
  );
  return rows.map((row) => row.subjectId);
}

describe('electives taught in parallel in one period of the timetable', () => {
  it('are saved when no student takes both; a student enrolled in both refuses the timetable and the enrolment', async () => {
    const place = await teachingInstitute(area, { students: 4 });
    const [first, second, third] = place.roster as [RosterStudent, RosterStudent, RosterStudent, RosterStudent];
    const music = await subjectOf(place, { name: 'Music', teacherId: place.teacher.id, students: [first] });
    const art = await subjectOf(place, { name: 'Art', teacherId: place.other.id, students: [second] });

    const saved = await saveTimetable(place, [slot(music, place.teacher.id, 1, 2), slot(art, place.other.id, 1, 2)]);
    expect(saved.status).toBe(200);
    expect(saved.body.slots.map((each: { subjectName: string; period: number }) => [each.subjectName, each.period])).toEqual([
      ['Art', 2],
      ['Music', 2],
    ]);

    const enrol = (subjectId: string, student: RosterStudent) =>
      area.stack.call('POST', '/admin/enrollments', {
        identity: place.institute.admin,
        body: { subjectId, studentId: student.id, enrolledOn: place.today },
      });
    expect(await enrol(art, first)).toEqual(
      refusal(409, `${named(first)} is enrolled in Music, which meets at the same time as this subject (Monday period 2)`),
    );
    // An elective beside a core subject, which every student of the class takes: nobody can join it.
    const chess = await subjectOf(place, { name: 'Chess', teacherId: place.other.id, students: [] });
    const withChess = await saveTimetable(place, [
      slot(music, place.teacher.id, 1, 2),
      slot(art, place.other.id, 1, 2),
      slot(place.subjectId, place.teacher.id, 1, 4),
      slot(chess, place.other.id, 1, 4),
    ]);
    expect(withChess.status).toBe(200);
    expect(await enrol(chess, second)).toEqual(
      refusal(409, `${named(second)} is enrolled in Physics, which meets at the same time as this subject (Monday period 4)`),
    );

    // Two electives with no slots yet: enrolling in both is fine, until a timetable puts them in one period.
    const drama = await subjectOf(place, { name: 'Drama', teacherId: place.teacher.id, students: [] });
    const dance = await subjectOf(place, { name: 'Dance', teacherId: place.other.id, students: [] });
    for (const subjectId of [drama, dance]) expect((await enrol(subjectId, third)).status).toBe(201);
    const clashing = await saveTimetable(place, [
      slot(music, place.teacher.id, 1, 2),
      slot(art, place.other.id, 1, 2),
      slot(place.subjectId, place.teacher.id, 1, 4),
      slot(chess, place.other.id, 1, 4),
      slot(drama, place.teacher.id, 2, 3),
      slot(dance, place.other.id, 2, 3),
    ]);
    expect(clashing).toEqual(
      refusal(409, `${named(third)} is enrolled in both Dance and Drama, which would meet on Tuesday period 3`),
    );
    // The same teacher in two subjects of one period of the class.
    expect(await saveTimetable(place, [slot(music, place.teacher.id, 1, 2), slot(drama, place.teacher.id, 1, 2)])).toEqual(
      refusal(409, `Tara Teacher already teaches ${await classNameOf(place)} on Monday period 2`),
    );
    // Nothing of the refused saves was kept.
    expect(
      (
        await area.stack.call('GET', `/admin/timetable?classId=${place.classId}&semesterId=${place.semesterId}`, {
          identity: place.institute.admin,
        })
      ).body.slots,
    ).toEqual(withChess.body.slots);
  });

  it('are checked across the classes of the semester', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [, second] = place.roster as [RosterStudent, RosterStudent];
    expect((await saveTimetable(place, [slot(place.subjectId, place.teacher.id, 3, 1)])).status).toBe(200);
    const otherClass = await seedClass(area.pool, place.institute.id, 'B.Sc. Maths 1-B');
    const yoga = await teachSubject(area.pool, place, { name: 'Yoga', code: 'YOG', kind: 'elective', classId: otherClass });
    await area.pool.query(`UPDATE subject_teachers SET teacher_id = $3 WHERE institute_id = $1 AND subject_id = $2`, [
      place.institute.id,
      yoga,
      place.other.id,
    ]);
    await enrolStudent(area.pool, place.institute.id, yoga, second.id, place.day(-60));
    expect(await saveTimetable(place, [slot(yoga, place.other.id, 3, 1)], otherClass)).toEqual(
      refusal(
        409,
        `${named(second)} is enrolled in both Yoga and Physics (${await classNameOf(place)}), which would meet on Wednesday period 1`,
      ),
    );
    expect((await saveTimetable(place, [slot(yoga, place.other.id, 3, 2)], otherClass)).status).toBe(200);
  });

  it('keep the ids of the slots that stay on a re-save, and with them the changes of their days', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first, second] = place.roster as [RosterStudent, RosterStudent];
    const music = await subjectOf(place, { name: 'Music', teacherId: place.teacher.id, students: [first] });
    const art = await subjectOf(place, { name: 'Art', teacherId: place.other.id, students: [second] });
    const before = await saveTimetable(place, [slot(music, place.teacher.id, 1, 2), slot(art, place.other.id, 1, 2)]);
    const musicSlot = before.body.slots.find((each: { subjectName: string }) => each.subjectName === 'Music');
    await area.pool.query(
      `INSERT INTO timetable_changes (institute_id, slot_id, held_on, change, created_by) VALUES ($1, $2, $3, 'cancel', $4)`,
      [place.institute.id, musicSlot.id, place.day(7), place.institute.adminId],
    );

    const after = await saveTimetable(place, [
      slot(music, place.teacher.id, 1, 2, '10:05', '10:55'),
      slot(place.subjectId, place.teacher.id, 1, 3),
    ]);
    expect(after.status).toBe(200);
    expect(
      after.body.slots.map((each: { id: string; subjectName: string; startsAt: string }) => [
        each.id,
        each.subjectName,
        each.startsAt,
      ]),
    ).toEqual([
      [musicSlot.id, 'Music', '10:05'],
      [expect.any(String), 'Physics', '10:00'],
    ]);
    const changes = await area.pool.query(`SELECT slot_id FROM timetable_changes WHERE institute_id = $1`, [place.institute.id]);
    expect(changes.rows).toEqual([{ slot_id: musicSlot.id }]);
  });
});

describe('a student in two lectures of one date and period', () => {
  /**
   * The example: the class has Science (Otto) on the timetable in period 2 today, and its teacher Tara also
   * teaches it Mathematics; every student takes both.
   */
  async function scienceInPeriodTwo() {
    const place = await teachingInstitute(area, { students: 3 });
    const science = await subjectOf(place, { name: 'Science', teacherId: place.other.id, students: place.roster, kind: 'core' });
    const mathematics = await subjectOf(place, {
      name: 'Mathematics',
      teacherId: place.teacher.id,
      students: place.roster,
      kind: 'core',
    });
    await insertSlot(area.pool, place, {
      subjectId: science,
      teacherId: place.other.id,
      period: 2,
      startsAt: '10:00',
      endsAt: '10:50',
    });
    const className = await classNameOf(place);
    return { place, science, mathematics, className };
  }

  it('refuses an extra lecture over a timetabled one, before and after its register is taken, and saves nothing', async () => {
    const { place, science, mathematics, className } = await scienceInPeriodTwo();
    const [first] = place.roster as [RosterStudent];
    const inScience = `${named(first)} is already in Science (${className}) in period 2 on this date`;

    expect(await submit(place, place.teacher.id, register(mathematics, place.today, 2, place.roster))).toEqual(
      refusal(409, inScience),
    );
    expect((await rosterOf(place, mathematics, place.today)).body.busyPeriods).toEqual([2]);

    expect((await submit(place, place.other.id, register(science, place.today, 2, place.roster))).status).toBe(201);
    expect(await submit(place, place.teacher.id, register(mathematics, place.today, 2, place.roster))).toEqual(
      refusal(409, inScience),
    );
    expect(await lecturesIn(place, place.today, 2)).toEqual([science]);

    // A free period takes the extra lecture; sent again, it answers as saved.
    const extra = register(mathematics, place.today, 3, place.roster);
    expect((await submit(place, place.teacher.id, extra)).status).toBe(201);
    expect((await submit(place, place.teacher.id, extra)).status).toBe(200);
    expect((await rosterOf(place, place.subjectId, place.today)).body).toMatchObject({ takenPeriods: [], busyPeriods: [2, 3] });
    // Physics over the Mathematics lecture just taken: refused, naming it.
    expect(await submit(place, place.teacher.id, register(place.subjectId, place.today, 3, place.roster))).toEqual(
      refusal(409, `${named(first)} is already in Mathematics (${className}) in period 3 on this date`),
    );
  });

  it('takes an extra lecture in that period on a holiday, when the timetable holds nothing (a make-up class)', async () => {
    const { place, mathematics } = await scienceInPeriodTwo();
    await area.pool.query(
      `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on) VALUES ($1, 'holiday', 'Diwali', $2, $2)`,
      [place.institute.id, place.today],
    );
    expect((await rosterOf(place, mathematics, place.today)).body.busyPeriods).toEqual([]);
    expect((await submit(place, place.teacher.id, register(mathematics, place.today, 2, place.roster))).status).toBe(201);
  });

  it('saves the registers of electives in parallel, whose students differ', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first, second] = place.roster as [RosterStudent, RosterStudent];
    const music = await subjectOf(place, { name: 'Music', teacherId: place.teacher.id, students: [first] });
    const art = await subjectOf(place, { name: 'Art', teacherId: place.other.id, students: [second] });
    expect((await submit(place, place.teacher.id, register(music, place.day(-1), 4, [first]))).status).toBe(201);
    expect((await submit(place, place.other.id, register(art, place.day(-1), 4, [second]))).status).toBe(201);
    expect((await rosterOf(place, music, place.day(-1))).body).toMatchObject({ takenPeriods: [4], busyPeriods: [4] });
  });

  it('saves one of two registers sent at once that share a student, and refuses the other', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const shared = place.roster[1]!;
    const chemistry = await subjectOf(place, { name: 'Chemistry', teacherId: place.other.id, students: [shared] });
    for (const period of [5, 6, 7]) {
      const answers = await Promise.all([
        submit(place, place.teacher.id, register(place.subjectId, place.day(-2), period, place.roster)),
        submit(place, place.other.id, register(chemistry, place.day(-2), period, [shared])),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.errors[0]).toMatch(
        new RegExp(`^${named(shared)} is already in (Physics|Chemistry) \\(.+\\) in period ${period} on this date$`),
      );
      expect(await lecturesIn(place, place.day(-2), period)).toHaveLength(1);
    }
    const seats = await area.pool.query(
      `SELECT period FROM lecture_attendees WHERE institute_id = $1 AND student_id = $2 ORDER BY period`,
      [place.institute.id, shared.id],
    );
    expect(seats.rows).toEqual([{ period: 5 }, { period: 6 }, { period: 7 }]);
  });
});

describe('the migration that seats the students of lectures already saved', () => {
  it('keeps the earliest lecture of a student in a period when older data put them in two, and does not fail', async () => {
    const database = await startTestDatabase({ migrated: false });
    try {
      const dir = path.resolve(__dirname, '..', 'migrations');
      const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
      const before = files.indexOf('1796000000500_parallel-electives.sql');
      await runner({
        databaseUrl: database.database.ownerUrl,
        dir,
        direction: 'up',
        count: before,
        migrationsTable: 'pgmigrations',
        checkOrder: true,
        singleTransaction: true,
        log: () => {},
      });
      const pool = database.pool;
      const institute = await seedInstitute(pool, 'Old data');
      const classId = await seedClass(pool, institute.id, 'Class 1');
      const semesterId = await seedSemester(pool, institute.id, '2026-01-01', '2026-06-30');
      const maths = await seedSubject(pool, institute.id, { classId, semesterId, code: 'MATH', kind: 'core' });
      const science = await seedSubject(pool, institute.id, { classId, semesterId, code: 'SCI', kind: 'core' });
      const teacher = await insertTeacher(pool, institute.id, 'Tara Teacher');
      const asha = await insertStudent(pool, institute.id, 'Asha Rao', { classId, joinedOn: '2026-01-01' });
      const ravi = await insertStudent(pool, institute.id, 'Ravi Das', { classId, joinedOn: '2026-01-01' });
      const first = await insertLecture(pool, institute.id, {
        subjectId: science,
        takenBy: teacher,
        heldOn: '2026-02-02',
        period: 2,
        students: [asha, ravi],
      });
      const second = await insertLecture(pool, institute.id, {
        subjectId: maths,
        takenBy: teacher,
        heldOn: '2026-02-02',
        period: 2,
        students: [asha],
      });
      await pool.query(`UPDATE lectures SET created_at = created_at + interval '1 minute' WHERE id = $1`, [second]);

      await runMigrations(database.database.ownerUrl);

      const seats = await pool.query(
        `SELECT student_id AS "studentId", to_char(held_on, 'YYYY-MM-DD') AS "heldOn", period, lecture_id AS "lectureId"
         FROM lecture_attendees ORDER BY student_id = $1 DESC`,
        [asha],
      );
      expect(seats.rows).toEqual([
        { studentId: asha, heldOn: '2026-02-02', period: 2, lectureId: first },
        { studentId: ravi, heldOn: '2026-02-02', period: 2, lectureId: first },
      ]);
    } finally {
      await database.stop();
    }
  }, 60_000);
});
