import type { PortalCalendarDays } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { entryForClassIn } from '../school-calendar/entry-classes';
import type { StudentSemester } from './student-attendance-store';

/**
 * The holidays and exam days that keep the student's lectures of the semester away: entries overlapping the
 * semester, for the whole institute or for a class of a subject the student was enrolled in that semester, each
 * with its own first and last day, by first day.
 */
export async function studentCalendar(
  db: Queryable,
  instituteId: string,
  { studentId, semesterId }: StudentSemester,
): Promise<PortalCalendarDays[]> {
  const { rows } = await db.query<PortalCalendarDays>({
    name: 'portal-calendar',
    text: `SELECT ce.kind, ce.name, to_char(ce.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ce.ends_on, 'YYYY-MM-DD') AS "endsOn"
     FROM semesters sem
     JOIN calendar_entries ce ON ce.institute_id = sem.institute_id AND ce.starts_on <= sem.ends_on AND ce.ends_on >= sem.starts_on
     WHERE sem.institute_id = $1 AND sem.id = $3 AND ce.kind IN ('holiday', 'exams')
       AND ${entryForClassIn(
         'ce',
         `SELECT sub.class_id FROM subjects sub
          JOIN enrollments e ON e.institute_id = sub.institute_id AND e.subject_id = sub.id AND e.student_id = $2
          WHERE sub.institute_id = $1 AND sub.semester_id = $3`,
       )}
     ORDER BY ce.starts_on, ce.ends_on, ce.name`,
    values: [instituteId, studentId, semesterId],
  });
  return rows;
}
