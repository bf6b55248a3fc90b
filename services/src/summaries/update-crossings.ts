import type { Queryable } from '../db/pool';

/** A subject of a student, as the threshold_crossings key names it. */
export interface StudentSubject {
  studentId: string;
  subjectId: string;
}

/**
 * Records the day's crossings in one statement: a row from the day for each subject a student has just fallen below
 * the threshold in (alerted today), and none any more for each one they are back at or above it in, so a later fall
 * is a new crossing.
 */
export async function updateCrossings(
  db: Queryable,
  instituteId: string,
  date: string,
  { crossed, recovered }: { crossed: StudentSubject[]; recovered: StudentSubject[] },
): Promise<void> {
  if (crossed.length === 0 && recovered.length === 0) return;
  await db.query(
    `WITH recovered AS (
       DELETE FROM threshold_crossings tc
       USING unnest($3::uuid[], $4::uuid[]) AS r (student_id, subject_id)
       WHERE tc.institute_id = $1 AND tc.student_id = r.student_id AND tc.subject_id = r.subject_id
     )
     INSERT INTO threshold_crossings (institute_id, student_id, subject_id, crossed_on)
     SELECT $1, c.student_id, c.subject_id, $2::date FROM unnest($5::uuid[], $6::uuid[]) AS c (student_id, subject_id)
     ON CONFLICT (institute_id, student_id, subject_id) DO NOTHING`,
    [
      instituteId,
      date,
      recovered.map((pair) => pair.studentId),
      recovered.map((pair) => pair.subjectId),
      crossed.map((pair) => pair.studentId),
      crossed.map((pair) => pair.subjectId),
    ],
  );
}
