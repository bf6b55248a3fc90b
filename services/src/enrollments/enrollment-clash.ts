import { peopleMessages, weekdayName } from '@rollcall/contracts';
import { type Outcome, refused } from '../db/outcome';
import type { Queryable } from '../db/pool';

interface Spell {
  subjectId: string;
  studentId: string;
  /** The first day in. */
  enrolledOn: string;
  /** The first day out; null while it lasts. */
  droppedOn: string | null;
}

/**
 * An enrolment that would put the student in two lectures at once: the subject meets in a weekday and period in
 * which another subject (of any class) that the student is enrolled in over some of the same days meets too. The
 * first such period is named, with the other subject.
 */
export async function refuseTimetableClash(
  db: Queryable,
  instituteId: string,
  { subjectId, studentId, enrolledOn, droppedOn }: Spell,
): Promise<Outcome<never, 'conflict'> | null> {
  const { rows } = await db.query<{ student: string; otherSubject: string; weekday: number; period: number }>(
    `SELECT st.roll_number || ' ' || u.name AS student,
            other.name || CASE WHEN other.class_id = mine.class_id THEN '' ELSE ' (' || c.name || ')' END AS "otherSubject",
            slot.weekday, slot.period
     FROM timetable_slots slot
     JOIN timetable_slots theirs ON theirs.institute_id = slot.institute_id AND theirs.semester_id = slot.semester_id
       AND theirs.weekday = slot.weekday AND theirs.period = slot.period AND theirs.subject_id <> slot.subject_id
     JOIN enrollments e ON e.institute_id = slot.institute_id AND e.subject_id = theirs.subject_id AND e.student_id = $3
       AND daterange(e.enrolled_on, e.dropped_on, '[)') && daterange($4::date, $5::date, '[)')
     JOIN subjects mine ON mine.institute_id = slot.institute_id AND mine.id = slot.subject_id
     JOIN subjects other ON other.institute_id = slot.institute_id AND other.id = theirs.subject_id AND other.archived_at IS NULL
     JOIN classes c ON c.institute_id = other.institute_id AND c.id = other.class_id
     JOIN students st ON st.institute_id = e.institute_id AND st.id = e.student_id
     JOIN users u ON u.institute_id = st.institute_id AND u.id = st.id
     WHERE slot.institute_id = $1 AND slot.subject_id = $2
     ORDER BY slot.weekday, slot.period, lower(other.name)
     LIMIT 1`,
    [instituteId, subjectId, studentId, enrolledOn, droppedOn],
  );
  const clash = rows[0];
  return clash
    ? refused(
        'conflict',
        peopleMessages.enrolmentClash(clash.student, clash.otherSubject, weekdayName(clash.weekday), clash.period),
      )
    : null;
}
