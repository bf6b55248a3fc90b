import type { Queryable } from '../db/pool';
import type { TurnStatus } from './daily-summary';

/** A subject of a student, as the threshold_crossings key names it. */
export interface StudentSubject {
  studentId: string;
  subjectId: string;
}

/** A subject of a student and the status they were just told it turned to. */
export interface StudentTurn extends StudentSubject {
  status: TurnStatus;
}

/**
 * Records the day's crossings in one statement: for each subject a student was alerted of today, a row from the day
 * with the status told (replacing a condonable one that turned short); for each one back from short to condonable,
 * that status without a new day; and none any more for each one eligible again, so a later fall is a new crossing.
 */
export async function updateCrossings(
  db: Queryable,
  instituteId: string,
  date: string,
  { crossed, eased, recovered }: { crossed: StudentTurn[]; eased: StudentSubject[]; recovered: StudentSubject[] },
): Promise<void> {
  if (crossed.length === 0 && eased.length === 0 && recovered.length === 0) return;
  await db.query(
    `WITH recovered AS (
       DELETE FROM threshold_crossings tc
       USING unnest($3::uuid[], $4::uuid[]) AS r (student_id, subject_id)
       WHERE tc.institute_id = $1 AND tc.student_id = r.student_id AND tc.subject_id = r.subject_id
     ),
     eased AS (
       UPDATE threshold_crossings tc SET status = 'condonable'
       FROM unnest($8::uuid[], $9::uuid[]) AS e (student_id, subject_id)
       WHERE tc.institute_id = $1 AND tc.student_id = e.student_id AND tc.subject_id = e.subject_id
     )
     INSERT INTO threshold_crossings (institute_id, student_id, subject_id, crossed_on, status)
     SELECT $1, c.student_id, c.subject_id, $2::date, c.status
     FROM unnest($5::uuid[], $6::uuid[], $7::text[]) AS c (student_id, subject_id, status)
     ON CONFLICT (institute_id, student_id, subject_id) DO UPDATE SET crossed_on = EXCLUDED.crossed_on, status = EXCLUDED.status`,
    [
      instituteId,
      date,
      recovered.map((pair) => pair.studentId),
      recovered.map((pair) => pair.subjectId),
      crossed.map((pair) => pair.studentId),
      crossed.map((pair) => pair.subjectId),
      crossed.map((pair) => pair.status),
      eased.map((pair) => pair.studentId),
      eased.map((pair) => pair.subjectId),
    ],
  );
}
