import type { Queryable } from '../db/pool';

export interface TeacherName {
  id: string;
  name: string;
}

/** The teachers of the institute among these ids; any other id (a student, an admin, another institute's user) is left out. */
export async function findTeachers(db: Queryable, instituteId: string, ids: readonly string[]): Promise<TeacherName[]> {
  const { rows } = await db.query<TeacherName>(
    `SELECT id, name FROM users WHERE institute_id = $1 AND role = 'teacher' AND id = ANY($2::uuid[])`,
    [instituteId, [...new Set(ids)]],
  );
  return rows;
}

/** Whether every id is a teacher of the institute. */
export async function allAreTeachers(db: Queryable, instituteId: string, ids: readonly string[]): Promise<boolean> {
  return (await findTeachers(db, instituteId, ids)).length === new Set(ids).size;
}
