import type { AbsenceStreak } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { ROLL_NUMBER_ORDER } from '../students/student-store';

/**
 * The students of the classes whose class teacher is `teacherId` (their class on `date`) whose run of absences their
 * family has been told of (an absence_streaks row, until a day present ends it): how many school days in a row they
 * have been absent from every lecture, counted from the run's first day up to the last day marked for them (never
 * fewer than the days told), the longest first, then by roll number.
 */
export async function classTeacherAbsenceStreaks(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  date: string,
): Promise<AbsenceStreak[]> {
  const { rows } = await db.query<AbsenceStreak>(
    `WITH told AS (
       SELECT a.student_id, a.since, a.days AS told_days, s.roll_number, u.name, c.name AS class_name
       FROM absence_streaks a
       JOIN students s ON s.institute_id = a.institute_id AND s.id = a.student_id AND s.archived_at IS NULL
       JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
       JOIN class_members cm ON cm.institute_id = s.institute_id AND cm.student_id = s.id
         AND cm.joined_on <= $3::date AND (cm.left_on IS NULL OR cm.left_on > $3::date)
       JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id AND c.class_teacher_id = $2
       WHERE a.institute_id = $1
     ),
     school_days AS (
       SELECT m.student_id, l.held_on, bool_and(m.status = 'absent') AS all_absent
       FROM told t
       JOIN attendance_marks m ON m.institute_id = $1 AND m.student_id = t.student_id
       JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id AND l.held_on BETWEEN t.since AND $3::date
       WHERE NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
       GROUP BY m.student_id, l.held_on
     ),
     runs AS (
       SELECT d.student_id, count(*) FILTER (
                WHERE d.all_absent AND d.held_on < coalesce(
                  (SELECT min(p.held_on) FROM school_days p WHERE p.student_id = d.student_id AND NOT p.all_absent), 'infinity')
              )::int AS days
       FROM school_days d
       GROUP BY d.student_id
     )
     SELECT s.student_id AS "studentId", s.name, s.roll_number AS "rollNumber", s.class_name AS "className",
            greatest(s.told_days, coalesce(r.days, 0))::int AS days, to_char(s.since, 'YYYY-MM-DD') AS since
     FROM told s
     LEFT JOIN runs r ON r.student_id = s.student_id
     ORDER BY days DESC, ${ROLL_NUMBER_ORDER}, s.student_id`,
    [instituteId, teacherId, date],
  );
  return rows;
}
