import { type CreateSubjectInput, type Subject, type SubjectFields, setupMessages } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';
import { enrolInCoreSubjects } from '../enrollments/core-enrollment';

// enrolledCount counts the enrolments on the institute's today, or on the semester's first day before it starts.
const SUBJECT_SELECT = `
  SELECT s.id, s.class_id AS "classId", c.name AS "className", s.semester_id AS "semesterId", sem.name AS "semesterName",
         s.name, s.code, s.kind, s.archived_at IS NOT NULL AS archived,
         coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY lower(u.name), u.id)
                   FROM subject_teachers st JOIN users u ON u.institute_id = st.institute_id AND u.id = st.teacher_id
                   WHERE st.institute_id = s.institute_id AND st.subject_id = s.id), '[]') AS teachers,
         (SELECT count(*)::int FROM enrollments e
          WHERE e.institute_id = s.institute_id AND e.subject_id = s.id
            AND e.enrolled_on <= counted.day AND (e.dropped_on IS NULL OR e.dropped_on > counted.day)) AS "enrolledCount"
  FROM subjects s
  JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
  JOIN semesters sem ON sem.institute_id = s.institute_id AND sem.id = s.semester_id
  CROSS JOIN LATERAL (SELECT greatest(${instituteToday('s.institute_id')}, sem.starts_on) AS day) counted
  WHERE s.institute_id = $1`;

export interface SubjectFilter {
  classId?: string | undefined;
  semesterId?: string | undefined;
}

/** By class, then semester in date order, then subject name. */
export async function listSubjects(db: Queryable, instituteId: string, filter: SubjectFilter): Promise<Subject[]> {
  const { rows } = await db.query<Subject>(
    `${SUBJECT_SELECT} AND ($2::uuid IS NULL OR s.class_id = $2) AND ($3::uuid IS NULL OR s.semester_id = $3)
     ORDER BY lower(c.name), sem.starts_on, lower(s.name), s.code, s.id`,
    [instituteId, filter.classId ?? null, filter.semesterId ?? null],
  );
  return rows;
}

export async function findSubject(db: Queryable, instituteId: string, id: string): Promise<Subject | null> {
  const { rows } = await db.query<Subject>(`${SUBJECT_SELECT} AND s.id = $2`, [instituteId, id]);
  return rows[0] ?? null;
}

/** The class or semester a new subject names must be the institute's (the keys name the institute). */
const MISSING_PARENT: Record<string, string> = {
  subjects_institute_id_class_id_fkey: setupMessages.classNotFound,
  subjects_institute_id_semester_id_fkey: setupMessages.semesterNotFound,
};

function codeClash(error: unknown, code: string) {
  return uniqueViolation(error) === 'subjects_code_key' ? refused('duplicate', setupMessages.subjectCodeTaken(code)) : null;
}

/** A core subject enrols every member of its class in the same transaction. */
export async function insertSubject(
  db: Queryable,
  instituteId: string,
  input: Required<Omit<CreateSubjectInput, 'teacherIds'>>,
): Promise<Outcome<Subject, 'not-found' | 'duplicate'>> {
  let id: string;
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [instituteId, input.classId, input.semesterId, input.name, input.code, input.kind],
    );
    id = rows[0]!.id;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23503' && constraint && MISSING_PARENT[constraint]) return refused('not-found', MISSING_PARENT[constraint]);
    const clash = codeClash(error, input.code);
    if (clash) return clash;
    throw error;
  }
  if (input.kind === 'core') await enrolInCoreSubjects(db, instituteId, { subjectId: id });
  return succeeded((await findSubject(db, instituteId, id))!);
}

export async function updateSubject(
  db: Queryable,
  instituteId: string,
  id: string,
  input: Required<SubjectFields>,
): Promise<Outcome<Subject, 'not-found' | 'duplicate'>> {
  try {
    const { rowCount } = await db.query(`UPDATE subjects SET name = $3, code = $4 WHERE institute_id = $1 AND id = $2`, [
      instituteId,
      id,
      input.name,
      input.code,
    ]);
    return rowCount ? succeeded((await findSubject(db, instituteId, id))!) : refused('not-found');
  } catch (error) {
    const clash = codeClash(error, input.code);
    if (clash) return clash;
    throw error;
  }
}
