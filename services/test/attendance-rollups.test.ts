import { randomUUID } from 'node:crypto';
import type { Queryable } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { adminAreaStack } from './support/institute';
import { insertLecture, seedClass, seedSubject } from './support/setup-data';
import { eventually } from './support/stack';
import { recordLecture, registerOf, type TeachingInstitute, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

async function correct(
  place: Awaited<ReturnType<typeof teachingInstitute>>,
  lectureId: string,
  studentId: string,
  status: string,
) {
  await withTenant(area.applicationPool, place.institute.id, (db) =>
    db.query(
      `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
       SELECT institute_id, lecture_id, student_id, $4, $5, 'office', id, 'Register misread'
       FROM attendance_marks m
       WHERE institute_id = $1 AND lecture_id = $2 AND student_id = $3
         AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`,
      [place.institute.id, lectureId, studentId, status, place.teacher.id],
    ),
  );
}

async function studentCounts(instituteId: string) {
  const { rows } = await area.pool.query(
    `SELECT student_id AS "studentId", present, absent FROM student_subject_attendance WHERE institute_id = $1`,
    [instituteId],
  );
  return rows;
}

async function classDays(instituteId: string) {
  const { rows } = await area.pool.query(
    `SELECT to_char(held_on, 'YYYY-MM-DD') AS "heldOn", lectures, present, absent
     FROM class_day_attendance WHERE institute_id = $1 ORDER BY held_on`,
    [instituteId],
  );
  return rows;
}

describe('attendance rollups, kept by the database in the transaction that adds the marks', () => {
  it('count each register per student and subject, and per class and day', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster;
    await recordLecture(area, place, { heldOn: place.day(-2), period: 1, absent: [second!.id] });
    await recordLecture(area, place, { heldOn: place.day(-2), period: 2, absent: [second!.id, third!.id] });
    await recordLecture(area, place, { heldOn: place.day(-1), period: 1, absent: [] });

    expect(await studentCounts(place.institute.id)).toEqual(
      expect.arrayContaining([
        { studentId: first!.id, present: 3, absent: 0 },
        { studentId: second!.id, present: 1, absent: 2 },
        { studentId: third!.id, present: 2, absent: 1 },
      ]),
    );
    expect(await classDays(place.institute.id)).toEqual([
      { heldOn: place.day(-2), lectures: 2, present: 3, absent: 3 },
      { heldOn: place.day(-1), lectures: 1, present: 3, absent: 0 },
    ]);
  });

  it('move a corrected mark from its old status to the new one, and a second correction again', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first, second] = place.roster;
    const lectureId = await recordLecture(area, place, { heldOn: place.day(-1), period: 1, absent: [first!.id] });

    await correct(place, lectureId, first!.id, 'present');
    expect(await studentCounts(place.institute.id)).toEqual(
      expect.arrayContaining([
        { studentId: first!.id, present: 1, absent: 0 },
        { studentId: second!.id, present: 1, absent: 0 },
      ]),
    );
    await correct(place, lectureId, first!.id, 'absent');
    expect(await studentCounts(place.institute.id)).toEqual(
      expect.arrayContaining([{ studentId: first!.id, present: 0, absent: 1 }]),
    );
    expect(await classDays(place.institute.id)).toEqual([{ heldOn: place.day(-1), lectures: 1, present: 1, absent: 1 }]);
  });

  it('keep nothing of a register whose transaction failed', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const lectureId = randomUUID();
    await expect(
      withTenant(area.applicationPool, place.institute.id, async (db) => {
        await db.query(
          `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by) VALUES ($1, $2, $3, $4, 1, $5)`,
          [place.institute.id, lectureId, place.subjectId, place.day(-1), place.teacher.id],
        );
        await db.query(
          `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source)
           VALUES ($1, $2, $3, 'present', $4, 'teacher'), ($1, $2, $5, 'late', $4, 'teacher')`,
          [place.institute.id, lectureId, place.roster[0]!.id, place.teacher.id, place.roster[1]!.id],
        );
      }),
    ).rejects.toThrow(/attendance_marks_status_check/);
    expect(await studentCounts(place.institute.id)).toEqual([]);
    expect(await classDays(place.institute.id)).toEqual([]);
  });
});

describe('the per-student counts, which take only lectures held while the student was enrolled', () => {
  const asAdmin = (place: TeachingInstitute, method: string, path: string, body: object) =>
    area.stack.call(method, path, { identity: place.institute.admin, body });
  const countsOf = async (place: TeachingInstitute, studentId: string, subjectId = place.subjectId) =>
    (
      await area.pool.query(
        `SELECT present, absent FROM student_subject_attendance WHERE institute_id = $1 AND student_id = $2 AND subject_id = $3`,
        [place.institute.id, studentId, subjectId],
      )
    ).rows[0];

  /** Physics on days -5, -3 and -1, the first student absent on day -3 only. */
  async function threeLectures(place: TeachingInstitute) {
    const first = place.roster[0]!.id;
    await recordLecture(area, place, { heldOn: place.day(-5) });
    await recordLecture(area, place, { heldOn: place.day(-3), absent: [first] });
    return recordLecture(area, place, { heldOn: place.day(-1) });
  }

  it('stop counting the marks after a drop dated in the past, and keep the earlier ones', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first, second] = place.roster;
    await threeLectures(place);
    expect(await countsOf(place, first!.id)).toEqual({ present: 2, absent: 1 });

    const dropped = await asAdmin(place, 'POST', '/admin/enrollments/drop', {
      subjectId: place.subjectId,
      studentId: first!.id,
      droppedOn: place.day(-2),
    });
    expect(dropped.status).toBe(200);
    // Days -5 (present) and -3 (absent) were inside the enrolment; day -1 is after the drop.
    expect(await countsOf(place, first!.id)).toEqual({ present: 1, absent: 1 });
    expect(await countsOf(place, second!.id)).toEqual({ present: 3, absent: 0 });

    await asAdmin(place, 'POST', '/admin/enrollments/drop', {
      subjectId: place.subjectId,
      studentId: first!.id,
      droppedOn: place.day(-4),
    });
    expect(await countsOf(place, first!.id)).toEqual({ present: 1, absent: 0 });
    await area.pool.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
      place.institute.id,
      first!.id,
      place.day(-59),
    ]);
    // Nothing counted is left: the row stays, at 0 and 0.
    expect(await countsOf(place, first!.id)).toEqual({ present: 0, absent: 0 });
  });

  it("stop counting the old class's lectures after a transfer dated in the past", async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first] = place.roster;
    await threeLectures(place);
    const otherClass = await seedClass(area.pool, place.institute.id, `Other class ${randomUUID()}`);

    const moved = await asAdmin(place, 'POST', `/admin/students/${first!.id}/transfer`, {
      classId: otherClass,
      on: place.day(-3),
    });
    expect(moved.status).toBe(200);
    // Only day -5 was held before the transfer.
    expect(await countsOf(place, first!.id)).toEqual({ present: 1, absent: 0 });
  });

  it('count the marks again once a re-enrolment covers their days', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first] = place.roster;
    const elective = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: place.semesterId,
      code: 'ART',
      kind: 'elective',
    });
    await asAdmin(place, 'POST', '/admin/enrollments', { subjectId: elective, studentId: first!.id, enrolledOn: place.day(-10) });
    for (const offset of [-5, -3, -1]) await recordLecture(area, place, { subjectId: elective, heldOn: place.day(offset) });
    await asAdmin(place, 'POST', '/admin/enrollments/drop', {
      subjectId: elective,
      studentId: first!.id,
      droppedOn: place.day(-4),
    });
    expect(await countsOf(place, first!.id, elective)).toEqual({ present: 1, absent: 0 });

    const back = await asAdmin(place, 'POST', '/admin/enrollments', {
      subjectId: elective,
      studentId: first!.id,
      enrolledOn: place.day(-2),
    });
    expect(back.status).toBe(201);
    // Day -5 from the first enrolment, day -1 from the second; day -3 fell between them.
    expect(await countsOf(place, first!.id, elective)).toEqual({ present: 2, absent: 0 });
  });

  it('leave the counts alone when a mark outside every enrolment is corrected', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first] = place.roster;
    const lastLecture = await threeLectures(place);
    await asAdmin(place, 'POST', '/admin/enrollments/drop', {
      subjectId: place.subjectId,
      studentId: first!.id,
      droppedOn: place.day(-2),
    });
    const before = await classDays(place.institute.id);

    await correct(place, lastLecture, first!.id, 'absent');
    expect(await countsOf(place, first!.id)).toEqual({ present: 1, absent: 1 });
    // The day's counts of the class take every current mark.
    expect(await classDays(place.institute.id)).toEqual(
      before.map((day) => (day.heldOn === place.day(-1) ? { ...day, present: day.present - 1, absent: day.absent + 1 } : day)),
    );
  });

  /**
   * Writes in a tenant transaction that stays open until `meanwhile` has begun and waits on a lock, then commits;
   * answers what `meanwhile` answers.
   */
  async function overlapping<T>(
    place: TeachingInstitute,
    write: (db: Queryable) => Promise<unknown>,
    meanwhile: () => Promise<T>,
  ) {
    let other: Promise<T> | undefined;
    await withTenant(area.applicationPool, place.institute.id, async (db) => {
      await write(db);
      other = meanwhile();
      await eventually(async () => {
        const waiting = await area.pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        return waiting.rowCount === 1;
      });
    });
    return other!;
  }

  it('count a register and a drop that overlap as if one came after the other: the drop waits for the register', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first] = place.roster;
    await recordLecture(area, place, { heldOn: place.day(-5) });
    const dropped = await overlapping(
      place,
      (db) =>
        insertLecture(db, place.institute.id, {
          subjectId: place.subjectId,
          takenBy: place.teacher.id,
          heldOn: place.day(-1),
          students: place.roster.map((student) => student.id),
        }),
      () =>
        asAdmin(place, 'POST', '/admin/enrollments/drop', {
          subjectId: place.subjectId,
          studentId: first!.id,
          droppedOn: place.day(-2),
        }),
    );
    expect(dropped.status).toBe(200);
    // Day -1 is after the drop: the recount waited for its register, so it saw that mark and left it out.
    expect(await countsOf(place, first!.id)).toEqual({ present: 1, absent: 0 });
  });

  it('count a drop and a register that overlap as if one came after the other: the register waits for the drop', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first] = place.roster;
    await recordLecture(area, place, { heldOn: place.day(-5) });
    const taken = await overlapping(
      place,
      (db) =>
        db.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
          place.institute.id,
          first!.id,
          place.day(-2),
        ]),
      () =>
        area.stack.call('POST', '/teacher/lectures', {
          identity: place.teacher.identity,
          body: registerOf(place, { heldOn: place.day(-1) }),
        }),
    );
    // The register read its roster before the drop was committed, so it marked the student; its count did not.
    expect(taken.status).toBe(201);
    expect(await countsOf(place, first!.id)).toEqual({ present: 1, absent: 0 });
    expect(await countsOf(place, place.roster[1]!.id)).toEqual({ present: 2, absent: 0 });
  });
});
