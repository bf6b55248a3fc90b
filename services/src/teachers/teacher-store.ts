import { peopleMessages, type Teacher, type TeacherFields } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';

/** A teacher with the custom roles they hold and how many subjects they teach. */
const TEACHER_SELECT = `
  SELECT u.id, u.name, u.email,
         coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name)
                   FROM user_custom_roles ucr
                   JOIN custom_roles r ON r.institute_id = ucr.institute_id AND r.id = ucr.role_id
                   WHERE ucr.institute_id = u.institute_id AND ucr.user_id = u.id), '[]') AS "customRoles",
         (SELECT count(*)::int FROM subject_teachers st
          WHERE st.institute_id = u.institute_id AND st.teacher_id = u.id) AS "subjectCount"
  FROM users u
  WHERE u.institute_id = $1 AND u.role = 'teacher'`;

export async function listTeachers(db: Queryable, instituteId: string): Promise<Teacher[]> {
  const { rows } = await db.query<Teacher>(`${TEACHER_SELECT} ORDER BY lower(u.name), u.email`, [instituteId]);
  return rows;
}

export async function findTeacher(db: Queryable, instituteId: string, teacherId: string): Promise<Outcome<Teacher, 'not-found'>> {
  const { rows } = await db.query<Teacher>(`${TEACHER_SELECT} AND u.id = $2`, [instituteId, teacherId]);
  return rows[0] ? succeeded(rows[0]) : refused('not-found');
}

/** A clash on the email leaves the transaction aborted: the caller must end it. */
export async function updateTeacher(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  fields: TeacherFields,
): Promise<Outcome<void, 'not-found' | 'duplicate-email'>> {
  try {
    const { rowCount } = await db.query(
      `UPDATE users SET name = $3, email = $4, updated_at = now() WHERE institute_id = $1 AND id = $2 AND role = 'teacher'`,
      [instituteId, teacherId, fields.name, fields.email],
    );
    return rowCount ? succeeded(undefined) : refused('not-found');
  } catch (error) {
    if (uniqueViolation(error) === 'users_role_email_key') return refused('duplicate-email');
    throw error;
  }
}

/**
 * Removes a teacher and so ends their sessions (the users row cascades). A teacher who took a lecture or
 * recorded a mark stays, because attendance names who took it; one in the timetable, covering a day's lecture or
 * leading a class must be replaced there first.
 */
export async function deleteTeacher(
  db: Queryable,
  instituteId: string,
  teacherId: string,
): Promise<Outcome<void, 'not-found' | 'in-use'>> {
  const { rows } = await db.query<{ attendance: boolean; timetable: boolean; covers: boolean; classTeacher: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM lectures WHERE institute_id = $1 AND taken_by = $2)
              OR EXISTS (SELECT 1 FROM attendance_marks WHERE institute_id = $1 AND recorded_by = $2) AS attendance,
            EXISTS (SELECT 1 FROM timetable_slots WHERE institute_id = $1 AND teacher_id = $2) AS timetable,
            EXISTS (SELECT 1 FROM timetable_changes WHERE institute_id = $1 AND teacher_id = $2) AS covers,
            EXISTS (SELECT 1 FROM classes WHERE institute_id = $1 AND class_teacher_id = $2) AS "classTeacher"`,
    [instituteId, teacherId],
  );
  const uses = rows[0]!;
  if (uses.attendance) return refused('in-use', peopleMessages.teacherTookAttendance);
  if (uses.timetable) return refused('in-use', peopleMessages.teacherInTimetable);
  if (uses.covers) return refused('in-use', peopleMessages.teacherCovers);
  if (uses.classTeacher) return refused('in-use', peopleMessages.teacherIsClassTeacher);
  const { rowCount } = await db.query(`DELETE FROM users WHERE institute_id = $1 AND id = $2 AND role = 'teacher'`, [
    instituteId,
    teacherId,
  ]);
  return rowCount ? succeeded(undefined) : refused('not-found');
}
