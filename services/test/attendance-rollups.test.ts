import { randomUUID } from 'node:crypto';
import { withTenant } from '../src/db/tenant';
import { adminAreaStack } from './support/institute';
import { recordLecture, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

async function correct(
  place: Awaited<ReturnType<typeof teachingInstitute>>,
  lectureId: string,
  studentId: string,
  status: string,
) {
  await withTenant(area.pool, place.institute.id, (db) =>
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
      withTenant(area.pool, place.institute.id, async (db) => {
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
