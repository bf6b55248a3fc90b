import { percentage } from '@rollcall/contracts';
import type { Queryable } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { adminAreaStack } from './support/institute';
import { insertLecture, setupCalls } from './support/setup-data';
import {
  admitStudents,
  correctMark,
  dashboardOf,
  enrolStudent,
  recordLecture,
  type RosterStudent,
  type TeachingInstitute,
  takeRegister,
  teachingInstitute,
  teachSubject,
} from './support/teaching';

const area = adminAreaStack();

/** Waits until the check answers true, checking every 20 ms, for at most five seconds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await check()); ) {
    if (Date.now() - started > 5000) throw new Error('waited five seconds in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Pair {
  studentId: string;
  subjectId: string;
  name: string;
  rollNumber: string;
  archived: boolean;
  subjectName: string;
  subjectCode: string;
  present: number;
  total: number;
}

/**
 * The semester's counts worked from the marks themselves, not from any rollup: per student and subject still in use,
 * the current marks (no later mark supersedes them) of lectures held while the student was enrolled.
 */
async function pairsFromMarks(place: TeachingInstitute): Promise<Pair[]> {
  const { rows } = await area.pool.query<Pair>(
    `SELECT m.student_id AS "studentId", l.subject_id AS "subjectId", u.name, st.roll_number AS "rollNumber",
            st.archived_at IS NOT NULL AS archived, s.name AS "subjectName", s.code AS "subjectCode",
            count(*) FILTER (WHERE m.status = 'present')::int AS present, count(*)::int AS total
     FROM attendance_marks m
     JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id AND s.semester_id = $2 AND s.archived_at IS NULL
     JOIN students st ON st.institute_id = m.institute_id AND st.id = m.student_id
     JOIN users u ON u.institute_id = m.institute_id AND u.id = m.student_id
     WHERE m.institute_id = $1
       AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
       AND EXISTS (SELECT FROM enrollments e WHERE e.institute_id = m.institute_id AND e.student_id = m.student_id
                     AND e.subject_id = l.subject_id AND e.enrolled_on <= l.held_on
                     AND (e.dropped_on IS NULL OR e.dropped_on > l.held_on))
     GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    [place.institute.id, place.semesterId],
  );
  return rows;
}

/** What the dashboard must say of the semester's subjects and of the students below the threshold, from the marks. */
async function recounted(place: TeachingInstitute, className: string) {
  const pairs = await pairsFromMarks(place);
  const threshold = Number(
    (await area.pool.query<{ t: string }>(`SELECT attendance_threshold AS t FROM institutes WHERE id = $1`, [place.institute.id]))
      .rows[0]!.t,
  );
  const below = (pair: Pair) => pair.total > 0 && pair.present * 1000 < Math.round(threshold * 10) * pair.total;
  const subjects = await area.pool.query<{ subjectId: string; name: string; code: string }>(
    `SELECT id AS "subjectId", name, code FROM subjects WHERE institute_id = $1 AND semester_id = $2 AND archived_at IS NULL
     ORDER BY name, code`,
    [place.institute.id, place.semesterId],
  );
  const students = new Map<string, Pair[]>();
  for (const pair of pairs) students.set(pair.studentId, [...(students.get(pair.studentId) ?? []), pair]);
  const listed = [...students.values()]
    .filter((own) => !own[0]!.archived && own.some(below))
    .map((own) => {
      const lowest = [...own]
        .filter((pair) => pair.total > 0)
        .sort(
          (a, b) =>
            a.present * b.total - b.present * a.total ||
            a.subjectName.localeCompare(b.subjectName) ||
            a.subjectCode.localeCompare(b.subjectCode),
        )[0]!;
      const present = own.reduce((sum, pair) => sum + pair.present, 0);
      const total = own.reduce((sum, pair) => sum + pair.total, 0);
      return {
        studentId: lowest.studentId,
        name: lowest.name,
        rollNumber: lowest.rollNumber,
        className,
        percentage: percentage(present, total),
        subjectsBelow: own.filter(below).length,
        lowest: {
          subjectId: lowest.subjectId,
          name: lowest.subjectName,
          code: lowest.subjectCode,
          percentage: percentage(lowest.present, lowest.total)!,
        },
      };
    })
    .sort(
      (a, b) =>
        a.lowest.percentage - b.lowest.percentage || a.name.localeCompare(b.name) || a.rollNumber.localeCompare(b.rollNumber),
    );
  return {
    threshold,
    // The lowest first, those with no marks last; ties stay by name and code (one class).
    subjects: subjects.rows
      .map((subject) => {
        const own = pairs.filter((pair) => pair.subjectId === subject.subjectId);
        const present = own.reduce((sum, pair) => sum + pair.present, 0);
        const total = own.reduce((sum, pair) => sum + pair.total, 0);
        return { ...subject, className, present, total, percentage: percentage(present, total) };
      })
      .sort((a, b) => (a.percentage ?? Number.POSITIVE_INFINITY) - (b.percentage ?? Number.POSITIVE_INFINITY)),
    belowThreshold: { count: listed.length, students: listed },
  };
}

/** The dashboard's answer of the semester's subjects and of the students below, beside the recount from the marks. */
async function expectDashboardToMatchTheMarks(place: TeachingInstitute, className: string) {
  const answer = await dashboardOf(area, place.institute.admin);
  expect(answer.status).toBe(200);
  const { threshold, subjects, belowThreshold } = answer.body;
  const expected = await recounted(place, className);
  expect({ threshold, subjects, belowThreshold }).toEqual(expected);
  return expected;
}

describe('the students below the threshold, kept as the marks change', () => {
  it('answers what a count of the marks answers, across registers, corrections, a threshold change, enrolments, drops and archiving', async () => {
    const place = await teachingInstitute(area, { students: 6 });
    const { institute, day, today } = place;
    const pool = area.pool;
    const className = (await pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [place.classId])).rows[0]!
      .name;
    const [s1, s2, s3, s4, s5, s6] = place.roster as RosterStudent[] as [
      RosterStudent,
      RosterStudent,
      RosterStudent,
      RosterStudent,
      RosterStudent,
      RosterStudent,
    ];
    const chemistry = await teachSubject(pool, place, { name: 'Chemistry', code: 'CHE1', kind: 'elective' });
    for (const student of [s1, s2, s3, s4]) await enrolStudent(pool, institute.id, chemistry, student.id, day(-60));
    const physics = (heldOn: string, period: number, absent: RosterStudent[]) =>
      takeRegister(area, place, {
        subjectId: place.subjectId,
        heldOn,
        period,
        students: place.roster,
        absent: absent.map((one) => one.id),
      });
    const inChemistry = (heldOn: string, absent: RosterStudent[]) =>
      takeRegister(area, place, {
        subjectId: chemistry,
        heldOn,
        period: 2,
        students: [s1, s2, s3, s4],
        absent: absent.map((one) => one.id),
      });

    // Physics: s2 at 3 of 4 (75.0 %, exactly the threshold), s3 at 2 of 4, s5 at 3 of 4, s6 at 1 of 4.
    await physics(day(-4), 1, [s3, s6]);
    await physics(day(-3), 1, [s2, s6]);
    const third = await physics(day(-2), 1, [s3, s5]);
    await physics(day(-1), 1, [s6]);
    // Chemistry: s1 at 1 of 3, s4 at 2 of 3 (66.7 %).
    await inChemistry(day(-3), [s1]);
    await inChemistry(day(-2), [s1, s4]);
    const lastChemistry = await inChemistry(day(-1), []);
    const first = await expectDashboardToMatchTheMarks(place, className);
    expect(first.belowThreshold.count).toBe(4);

    // A correction lifts s3 to 3 of 4 in Physics, and another drops s2 to 2 of 4.
    await correctMark(area, place, { lectureId: third, studentId: s3.id, status: 'present' });
    await correctMark(area, place, { lectureId: third, studentId: s2.id, status: 'absent' });
    // A correction of a correction: s5 back from absent to present, then to absent again.
    await correctMark(area, place, { lectureId: third, studentId: s5.id, status: 'present' });
    await correctMark(area, place, { lectureId: third, studentId: s5.id, status: 'absent' });
    const corrected = await expectDashboardToMatchTheMarks(place, className);
    expect(corrected.belowThreshold.students.map((student) => student.name)).toContain('Student 002');
    expect(corrected.belowThreshold.students.map((student) => student.name)).not.toContain('Student 003');

    // The admin lowers the threshold, then raises it: the count follows at once, with no register taken.
    await pool.query(`UPDATE institutes SET condonation_floor = least(condonation_floor, 60) WHERE id = $1`, [institute.id]);
    await pool.query(`UPDATE institutes SET attendance_threshold = 60 WHERE id = $1`, [institute.id]);
    const lowered = await expectDashboardToMatchTheMarks(place, className);
    expect(lowered.belowThreshold.count).toBeLessThan(corrected.belowThreshold.count);
    await pool.query(`UPDATE institutes SET attendance_threshold = 80.1 WHERE id = $1`, [institute.id]);
    const raised = await expectDashboardToMatchTheMarks(place, className);
    expect(raised.belowThreshold.count).toBeGreaterThan(corrected.belowThreshold.count);
    await pool.query(`UPDATE institutes SET attendance_threshold = 75 WHERE id = $1`, [institute.id]);

    // A new student enrolled in Physics today, absent from their first lecture: 0 of 1, the lowest of all.
    const [newcomer] = (await admitStudents(pool, institute.id, place.classId, ['Aarav Newcomer'], today)) as [RosterStudent];
    await enrolStudent(pool, institute.id, place.subjectId, newcomer.id, today);
    await takeRegister(area, place, {
      subjectId: place.subjectId,
      heldOn: today,
      period: 1,
      students: [...place.roster, newcomer],
      absent: [newcomer.id],
    });
    const enrolled = await expectDashboardToMatchTheMarks(place, className);
    expect(enrolled.belowThreshold.students[0]!.name).toBe('Aarav Newcomer');

    // s4 drops Chemistry as from yesterday: yesterday's present leaves the count (1 of 2, still below); then s1 is
    // enrolled again in it from the start, after a drop dated before all its registers (nothing of theirs counted).
    const calls = setupCalls(area.stack, institute.admin);
    const dropped = await calls.call('POST', '/admin/enrollments/drop', {
      subjectId: chemistry,
      studentId: s4.id,
      droppedOn: day(-1),
    });
    expect(dropped.status).toBe(200);
    await expectDashboardToMatchTheMarks(place, className);
    await pool.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND subject_id = $2 AND student_id = $4`, [
      institute.id,
      chemistry,
      day(-59),
      s1.id,
    ]);
    const withoutFirst = await expectDashboardToMatchTheMarks(place, className);
    expect(withoutFirst.subjects.find((subject) => subject.subjectId === chemistry)!.total).toBeLessThan(
      first.subjects.find((subject) => subject.subjectId === chemistry)!.total,
    );
    await enrolStudent(pool, institute.id, chemistry, s1.id, day(-58));
    await expectDashboardToMatchTheMarks(place, className);

    // One more correction, and one more register today.
    await correctMark(area, place, { lectureId: lastChemistry, studentId: s2.id, status: 'absent' });
    await takeRegister(area, place, {
      subjectId: place.subjectId,
      heldOn: today,
      period: 2,
      students: [...place.roster, newcomer],
      absent: [s2.id, s4.id],
    });
    await expectDashboardToMatchTheMarks(place, className);

    // The newcomer archived leaves the count; Chemistry archived leaves every student's standing; both brought back.
    await pool.query(`UPDATE students SET archived_at = now() WHERE id = $1`, [newcomer.id]);
    await pool.query(`UPDATE subjects SET archived_at = now() WHERE id = $1`, [chemistry]);
    const archived = await expectDashboardToMatchTheMarks(place, className);
    expect(archived.belowThreshold.students.map((student) => student.name)).not.toContain('Aarav Newcomer');
    await pool.query(`UPDATE students SET archived_at = NULL WHERE id = $1`, [newcomer.id]);
    await pool.query(`UPDATE subjects SET archived_at = NULL WHERE id = $1`, [chemistry]);
    const back = await expectDashboardToMatchTheMarks(place, className);
    expect(back.belowThreshold.students.map((student) => student.name)).toContain('Aarav Newcomer');
  });

  it('stays right when two registers of different subjects of one student are saved at once', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const className = (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [place.classId]))
      .rows[0]!.name;
    const [s1] = place.roster as [RosterStudent];
    const chemistry = await teachSubject(area.pool, place, { name: 'Chemistry', code: 'CHE1' });
    for (const student of place.roster) await enrolStudent(area.pool, place.institute.id, chemistry, student.id, place.day(-60));
    await takeRegister(area, place, { subjectId: place.subjectId, heldOn: place.day(-3), period: 1, students: place.roster });
    await takeRegister(area, place, { subjectId: chemistry, heldOn: place.day(-3), period: 2, students: place.roster });
    const students = place.roster.map((student) => student.id);
    const register = (subjectId: string, heldOn: string, absent: string[]) => (db: Queryable) =>
      insertLecture(db, place.institute.id, { subjectId, takenBy: place.teacher.id, heldOn, students, absent });

    // The first saves s1 absent in Physics (1 of 2: below) and waits; the second, on another day, all present in
    // Chemistry, works out s1's standing before the first commits, so it must wait for it and count it.
    let commitFirst = () => {};
    const firstWaits = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let firstSaved = () => {};
    const saved = new Promise<void>((resolve) => {
      firstSaved = resolve;
    });
    const first = withTenant(area.applicationPool, place.institute.id, async (db) => {
      await register(place.subjectId, place.day(-2), [s1.id])(db);
      firstSaved();
      await firstWaits;
    });
    await saved;
    const second = withTenant(area.applicationPool, place.institute.id, register(chemistry, place.day(-1), []));
    await until(async () => {
      const { rows } = await area.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      );
      return rows[0]!.n > 0;
    });
    commitFirst();
    await Promise.all([first, second]);

    const answer = await expectDashboardToMatchTheMarks(place, className);
    expect(answer.belowThreshold.students.map((student) => student.name)).toEqual([s1.name]);
  });

  it('counts no other institute’s students, and none of another semester', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const other = await teachingInstitute(area, { students: 3 });
    const className = (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [place.classId]))
      .rows[0]!.name;
    const [o1, o2] = other.roster as [RosterStudent, RosterStudent];
    await takeRegister(area, other, {
      subjectId: other.subjectId,
      heldOn: other.day(-1),
      period: 1,
      students: other.roster,
      absent: [o1.id, o2.id],
    });
    // A subject of last year's semester, its students absent from its one lecture.
    const { rows } = await area.pool.query<{ id: string }>(
      `WITH year AS (
         INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, 'Last year', $2, $3) RETURNING id
       )
       INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
       SELECT $1, id, 'Last semester', $2, $3 FROM year RETURNING id`,
      [place.institute.id, place.day(-200), place.day(-100)],
    );
    const earlier = await teachSubject(area.pool, place, { name: 'Old Maths', code: 'MAT0', semesterId: rows[0]!.id });
    for (const student of place.roster) await enrolStudent(area.pool, place.institute.id, earlier, student.id, place.day(-200));
    await recordLecture(area, place, {
      subjectId: earlier,
      heldOn: place.day(-150),
      absent: place.roster.map((student) => student.id),
    });
    await takeRegister(area, place, { subjectId: place.subjectId, heldOn: place.day(-1), period: 1, students: place.roster });

    const answer = await expectDashboardToMatchTheMarks(place, className);
    expect(answer.belowThreshold).toEqual({ count: 0, students: [] });
    expect((await dashboardOf(area, other.institute.admin)).body.belowThreshold.count).toBe(2);
  });
});
