import type { Queryable } from '../db/pool';

/** The subjects a removal would take with it: one subject, a class's, a semester's or a whole year's. */
export type SubjectScope = { subjectId: string } | { classId: string } | { semesterId: string } | { academicYearId: string };

const SCOPE_CONDITION = {
  subjectId: 's.id = $2',
  classId: 's.class_id = $2',
  semesterId: 's.semester_id = $2',
  academicYearId: 's.semester_id IN (SELECT id FROM semesters WHERE institute_id = $1 AND academic_year_id = $2)',
} as const;

/**
 * Whether any subject in scope has a held lecture. The subjects are locked first: recording a lecture
 * checks its subject's key, so none can be recorded under them until this transaction ends, and the
 * answer holds for the removal (or archiving) that follows.
 */
export async function lockSubjectsHavingLectures(db: Queryable, instituteId: string, scope: SubjectScope): Promise<boolean> {
  const [key, id] = Object.entries(scope)[0] as [keyof typeof SCOPE_CONDITION, string];
  await db.query(`SELECT s.id FROM subjects s WHERE s.institute_id = $1 AND ${SCOPE_CONDITION[key]} FOR UPDATE`, [
    instituteId,
    id,
  ]);
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM lectures l JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
       WHERE l.institute_id = $1 AND ${SCOPE_CONDITION[key]}
     ) AS held`,
    [instituteId, id],
  );
  return rows[0]!.held;
}
