import type { TeacherSubject } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import type { Queryable } from '../db/pool';

/**
 * The subjects the teacher teaches, archived ones left out: the current semester's first, then later-starting
 * semesters before earlier ones. A subject's student count is of today, or of the nearest day of its semester
 * when today is outside it (its last day once ended, its first before it begins).
 */
export async function teacherSubjects(db: Queryable, instituteId: string, teacherId: string): Promise<TeacherSubject[]> {
  const { rows } = await db.query<TeacherSubject>(
    `WITH today AS (SELECT ${instituteToday('$1')} AS day)
     SELECT s.id, s.name, s.code, s.kind, c.id AS "classId", c.name AS "className", sem.id AS "semesterId",
            sem.name AS "semesterName", to_char(sem.starts_on, 'YYYY-MM-DD') AS "startsOn",
            to_char(sem.ends_on, 'YYYY-MM-DD') AS "endsOn", enrolled.count AS "studentCount"
     FROM subject_teachers st
     CROSS JOIN today
     JOIN subjects s ON s.institute_id = st.institute_id AND s.id = st.subject_id
     JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
     JOIN semesters sem ON sem.institute_id = s.institute_id AND sem.id = s.semester_id
     CROSS JOIN LATERAL (SELECT least(greatest(today.day, sem.starts_on), sem.ends_on) AS day) counted
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS count FROM enrollments e
       WHERE e.institute_id = s.institute_id AND e.subject_id = s.id
         AND e.enrolled_on <= counted.day AND (e.dropped_on IS NULL OR e.dropped_on > counted.day)
     ) enrolled
     WHERE st.institute_id = $1 AND st.teacher_id = $2 AND s.archived_at IS NULL
     ORDER BY today.day BETWEEN sem.starts_on AND sem.ends_on DESC, sem.starts_on DESC, c.name, s.name`,
    [instituteId, teacherId],
  );
  return rows;
}
