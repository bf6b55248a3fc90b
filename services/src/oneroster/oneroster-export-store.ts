import type { Queryable } from '../db/pool';

/**
 * The rows of each OneRoster file, read from the institute's tables; the caller reads them all in one snapshot.
 * Ids RollCall has no row for (a course, a role, a class teacher's enrolment) are made from the ids they stand for,
 * so every export names them alike.
 */

export interface ExportSession {
  id: string;
  title: string;
  type: 'schoolYear' | 'semester';
  startDate: string;
  endDate: string;
  parentId: string | null;
  schoolYear: string;
}

export async function exportInstitute(db: Queryable, instituteId: string): Promise<{ id: string; name: string }> {
  const { rows } = await db.query<{ id: string; name: string }>(`SELECT id, name FROM institutes WHERE id = $1`, [instituteId]);
  return rows[0]!;
}

/** Years, each followed by its semesters in date order; a session's school year is the calendar year its year ends in. */
export async function exportSessions(db: Queryable, instituteId: string): Promise<ExportSession[]> {
  const { rows } = await db.query<ExportSession>(
    `SELECT id, title, type, "startDate", "endDate", "parentId", "schoolYear" FROM (
       SELECT y.id, y.name AS title, 'schoolYear' AS type, to_char(y.starts_on, 'YYYY-MM-DD') AS "startDate",
              to_char(y.ends_on, 'YYYY-MM-DD') AS "endDate", NULL::uuid AS "parentId",
              to_char(y.ends_on, 'YYYY') AS "schoolYear", y.starts_on AS year_start, 0 AS depth, y.starts_on AS starts_on
       FROM academic_years y WHERE y.institute_id = $1
       UNION ALL
       SELECT s.id, s.name, 'semester', to_char(s.starts_on, 'YYYY-MM-DD'), to_char(s.ends_on, 'YYYY-MM-DD'), y.id,
              to_char(y.ends_on, 'YYYY'), y.starts_on, 1, s.starts_on
       FROM semesters s JOIN academic_years y ON y.institute_id = s.institute_id AND y.id = s.academic_year_id
       WHERE s.institute_id = $1
     ) sessions
     ORDER BY year_start, "parentId" NULLS FIRST, depth, starts_on, title`,
    [instituteId],
  );
  return rows;
}

export interface ExportCourse {
  id: string;
  yearId: string | null;
  title: string;
  code: string;
}

/** A course per subject code and year, and one per homeroom (OneRoster gives every class a course). */
export async function exportCourses(db: Queryable, instituteId: string): Promise<ExportCourse[]> {
  const { rows } = await db.query<ExportCourse>(
    `SELECT md5('course:' || se.academic_year_id || ':' || s.code)::uuid AS id, se.academic_year_id AS "yearId",
            min(s.name) AS title, s.code
     FROM subjects s
     JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id AND c.archived_at IS NULL
     JOIN semesters se ON se.institute_id = s.institute_id AND se.id = s.semester_id
     WHERE s.institute_id = $1 AND s.archived_at IS NULL
     GROUP BY se.academic_year_id, s.code
     UNION ALL
     SELECT md5('homeroom:' || c.id)::uuid, NULL, c.name, ''
     FROM classes c WHERE c.institute_id = $1 AND c.archived_at IS NULL
     ORDER BY 4, 3`,
    [instituteId],
  );
  return rows;
}

export interface ExportClass {
  id: string;
  title: string;
  courseId: string;
  code: string;
  type: 'homeroom' | 'scheduled';
  termIds: string[];
  /** A subject's homeroom and kind; empty for a homeroom. */
  homeroomId: string;
  kind: string;
}

/** The homerooms (RollCall's classes) first, then every subject as a class of its semester. */
export async function exportClasses(db: Queryable, instituteId: string): Promise<ExportClass[]> {
  const { rows } = await db.query<ExportClass>(
    `SELECT c.id, c.name AS title, md5('homeroom:' || c.id)::uuid AS "courseId", '' AS code, 'homeroom' AS type,
            coalesce((SELECT array_agg(y.id ORDER BY y.starts_on) FROM academic_years y WHERE y.institute_id = $1), '{}') AS "termIds",
            '' AS "homeroomId", '' AS kind, 0 AS part, c.name AS class_name
     FROM classes c WHERE c.institute_id = $1 AND c.archived_at IS NULL
     UNION ALL
     SELECT s.id, s.name, md5('course:' || se.academic_year_id || ':' || s.code)::uuid, s.code, 'scheduled',
            ARRAY[s.semester_id], c.id::text, s.kind, 1, c.name
     FROM subjects s
     JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id AND c.archived_at IS NULL
     JOIN semesters se ON se.institute_id = s.institute_id AND se.id = s.semester_id
     WHERE s.institute_id = $1 AND s.archived_at IS NULL
     ORDER BY part, class_name, title, id`,
    [instituteId],
  );
  return rows;
}

export interface ExportUser {
  id: string;
  role: 'teacher' | 'student' | 'parent';
  name: string;
  email: string;
  rollNumber: string | null;
  /** A student's parents, a parent's children. */
  agentIds: string[];
}

/** Teachers, students still at the institute (by roll number) and parents, each once. */
export async function exportUsers(db: Queryable, instituteId: string): Promise<ExportUser[]> {
  const { rows } = await db.query<ExportUser>(
    `SELECT u.id, u.role, u.name, u.email, s.roll_number AS "rollNumber",
            CASE u.role
              WHEN 'student' THEN coalesce((SELECT array_agg(g.parent_id ORDER BY g.parent_id) FROM guardians g
                                            WHERE g.institute_id = $1 AND g.student_id = u.id), '{}')
              WHEN 'parent' THEN coalesce((SELECT array_agg(g.student_id ORDER BY g.student_id) FROM guardians g
                                           JOIN students ws ON ws.institute_id = g.institute_id AND ws.id = g.student_id
                                           WHERE g.institute_id = $1 AND g.parent_id = u.id AND ws.archived_at IS NULL), '{}')
              ELSE '{}'
            END AS "agentIds"
     FROM users u
     LEFT JOIN students s ON s.institute_id = u.institute_id AND s.id = u.id
     WHERE u.institute_id = $1 AND u.role IN ('teacher', 'student', 'parent') AND s.archived_at IS NULL
     ORDER BY array_position(ARRAY['teacher', 'student', 'parent'], u.role), length(s.roll_number), s.roll_number, u.name, u.id`,
    [instituteId],
  );
  return rows;
}

export interface ExportEnrollment {
  id: string;
  classId: string;
  userId: string;
  role: 'student' | 'teacher';
  primary: boolean;
  beginDate: string | null;
  endDate: string | null;
}

/**
 * Who is in each class: a student's latest membership of a homeroom and the homeroom's class teacher, then each
 * subject's teachers and its students' open enrolments. An end date is the last day in (RollCall keeps the first day out).
 */
export async function exportEnrollments(db: Queryable, instituteId: string): Promise<ExportEnrollment[]> {
  const { rows } = await db.query<ExportEnrollment>(
    `WITH live_students AS (SELECT id FROM students WHERE institute_id = $1 AND archived_at IS NULL),
     live_classes AS (SELECT id, class_teacher_id FROM classes WHERE institute_id = $1 AND archived_at IS NULL),
     live_subjects AS (
       SELECT s.id FROM subjects s JOIN live_classes c ON c.id = s.class_id WHERE s.institute_id = $1 AND s.archived_at IS NULL
     )
     SELECT id, "classId", "userId", role, "primary", "beginDate", "endDate", part FROM (
       SELECT DISTINCT ON (m.student_id) m.id, m.class_id AS "classId", m.student_id AS "userId", 'student' AS role,
              false AS "primary", to_char(m.joined_on, 'YYYY-MM-DD') AS "beginDate",
              to_char(m.left_on - 1, 'YYYY-MM-DD') AS "endDate", 0 AS part
       FROM class_members m
       WHERE m.institute_id = $1 AND m.student_id IN (SELECT id FROM live_students) AND m.class_id IN (SELECT id FROM live_classes)
       ORDER BY m.student_id, m.joined_on DESC
     ) memberships
     UNION ALL
     SELECT md5('class-teacher:' || c.id)::uuid, c.id, c.class_teacher_id, 'teacher', true, NULL, NULL, 1
     FROM live_classes c WHERE c.class_teacher_id IS NOT NULL
     UNION ALL
     SELECT md5('teaches:' || t.subject_id || ':' || t.teacher_id)::uuid, t.subject_id, t.teacher_id, 'teacher', true, NULL, NULL, 2
     FROM subject_teachers t WHERE t.institute_id = $1 AND t.subject_id IN (SELECT id FROM live_subjects)
     UNION ALL
     SELECT e.id, e.subject_id, e.student_id, 'student', false, to_char(e.enrolled_on, 'YYYY-MM-DD'), NULL, 3
     FROM enrollments e
     WHERE e.institute_id = $1 AND e.dropped_on IS NULL AND e.subject_id IN (SELECT id FROM live_subjects)
       AND e.student_id IN (SELECT id FROM live_students)
     ORDER BY 8, 2, 3`,
    [instituteId],
  );
  return rows;
}
