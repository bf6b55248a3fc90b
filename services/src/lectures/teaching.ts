import type { Queryable } from '../db/pool';

/** Whether the teacher is one of the subject's teachers: a teacher marks and corrects only their subjects' lectures. */
export async function teaches(db: Queryable, instituteId: string, teacherId: string, subjectId: string): Promise<boolean> {
  const { rows } = await db.query<{ teaches: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM subject_teachers WHERE institute_id = $1 AND teacher_id = $2 AND subject_id = $3
     ) AS teaches`,
    [instituteId, teacherId, subjectId],
  );
  return rows[0]!.teaches;
}
