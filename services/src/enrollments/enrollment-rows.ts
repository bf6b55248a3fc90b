import type { Enrollment } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/** An enrolment as the calls answer it, with the student's name and roll number; `$1` is the institute. */
export const ENROLLMENT_SELECT = `
  SELECT e.id, e.subject_id AS "subjectId", e.student_id AS "studentId", u.name AS "studentName",
         s.roll_number AS "rollNumber", to_char(e.enrolled_on, 'YYYY-MM-DD') AS "enrolledOn",
         to_char(e.dropped_on, 'YYYY-MM-DD') AS "droppedOn"
  FROM enrollments e
  JOIN students s ON s.institute_id = e.institute_id AND s.id = e.student_id
  JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
  WHERE e.institute_id = $1`;

/** These enrolments, in the order of the students given (one enrolment a student). */
export async function enrollmentsOfStudents(
  db: Queryable,
  instituteId: string,
  enrollmentIds: readonly string[],
  studentOrder: readonly string[],
): Promise<Enrollment[]> {
  if (enrollmentIds.length === 0) return [];
  const { rows } = await db.query<Enrollment>(`${ENROLLMENT_SELECT} AND e.id = ANY($2::uuid[])`, [instituteId, enrollmentIds]);
  const byStudent = new Map(rows.map((row) => [row.studentId, row]));
  return studentOrder.flatMap((studentId) => byStudent.get(studentId) ?? []);
}
