import { type ClassFields, type ClassInfo, setupMessages } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';
import { allAreTeachers } from '../users/institute-teachers';

const CLASS_SELECT = `
  SELECT c.id, c.name, c.class_teacher_id AS "classTeacherId", c.archived_at IS NOT NULL AS archived,
         (SELECT count(*)::int FROM class_members cm
          WHERE cm.institute_id = c.institute_id AND cm.class_id = c.id
            AND cm.joined_on <= today.day AND (cm.left_on IS NULL OR cm.left_on > today.day)) AS "studentCount"
  FROM classes c
  CROSS JOIN ${instituteToday('$1')} AS today (day)
  WHERE c.institute_id = $1`;

type ClassInput = ClassFields & { name: string };

/** Archived classes stay listed (their attendance stays in reports), by name. */
export async function listClasses(db: Queryable, instituteId: string): Promise<ClassInfo[]> {
  const { rows } = await db.query<ClassInfo>(`${CLASS_SELECT} ORDER BY lower(c.name), c.name, c.id`, [instituteId]);
  return rows;
}

async function findClass(db: Queryable, instituteId: string, id: string): Promise<ClassInfo> {
  const { rows } = await db.query<ClassInfo>(`${CLASS_SELECT} AND c.id = $2`, [instituteId, id]);
  return rows[0]!;
}

/** A class teacher must be a teacher of the institute; null (or left out) means none. */
async function refuseClassTeacher(db: Queryable, instituteId: string, input: ClassInput) {
  if (!input.classTeacherId || (await allAreTeachers(db, instituteId, [input.classTeacherId]))) return null;
  return refused('not-found', setupMessages.teacherNotFound);
}

const nameClash = (error: unknown, name: string) =>
  uniqueViolation(error) === 'classes_name_key' ? refused('duplicate', setupMessages.classTaken(name)) : null;

export async function insertClass(
  db: Queryable,
  instituteId: string,
  input: ClassInput,
): Promise<Outcome<ClassInfo, 'not-found' | 'duplicate'>> {
  const refusal = await refuseClassTeacher(db, instituteId, input);
  if (refusal) return refusal;
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO classes (institute_id, name, class_teacher_id) VALUES ($1, $2, $3) RETURNING id`,
      [instituteId, input.name, input.classTeacherId ?? null],
    );
    return succeeded(await findClass(db, instituteId, rows[0]!.id));
  } catch (error) {
    const clash = nameClash(error, input.name);
    if (clash) return clash;
    throw error;
  }
}

export async function updateClass(
  db: Queryable,
  instituteId: string,
  id: string,
  input: ClassInput,
): Promise<Outcome<ClassInfo, 'not-found' | 'duplicate'>> {
  const refusal = await refuseClassTeacher(db, instituteId, input);
  if (refusal) return refusal;
  try {
    const { rowCount } = await db.query(
      `UPDATE classes SET name = $3, class_teacher_id = $4 WHERE institute_id = $1 AND id = $2`,
      [instituteId, id, input.name, input.classTeacherId ?? null],
    );
    return rowCount ? succeeded(await findClass(db, instituteId, id)) : refused('not-found');
  } catch (error) {
    const clash = nameClash(error, input.name);
    if (clash) return clash;
    throw error;
  }
}
