import { peopleMessages, weekdayName } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

export interface Spell {
  studentId: string;
  /** The first day in. */
  enrolledOn: string;
  /** The first day out; null while it lasts. */
  droppedOn: string | null;
}

/**
 * The enrolments in a subject that would put a student in two lectures at once: the subject meets in a weekday and
 * period in which another subject (of any class) that the student is enrolled in over some of the same days meets
 * too. Answers, for each such student, the first such period, named with the other subject.
 */
export async function timetableClashes(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  spells: readonly Spell[],
): Promise<Map<string, string>> {
  if (spells.length === 0) return new Map();
  const { rows } = await db.query<{ studentId: string; student: string; otherSubject: string; weekday: number; period: number }>(
    `SELECT DISTINCT ON (spell.student_id) spell.student_id AS "studentId", st.roll_number || ' ' || u.name AS student,
            other.name || CASE WHEN other.class_id = mine.class_id THEN '' ELSE ' (' || c.name || ')' END AS "otherSubject",
            slot.weekday, slot.period
     FROM unnest($3::uuid[], $4::date[], $5::date[]) AS spell (student_id, enrolled_on, dropped_on)
     JOIN timetable_slots slot ON slot.institute_id = $1 AND slot.subject_id = $2
     JOIN timetable_slots theirs ON theirs.institute_id = slot.institute_id AND theirs.semester_id = slot.semester_id
       AND theirs.weekday = slot.weekday AND theirs.period = slot.period AND theirs.subject_id <> slot.subject_id
     JOIN enrollments e ON e.institute_id = slot.institute_id AND e.subject_id = theirs.subject_id AND e.student_id = spell.student_id
       AND daterange(e.enrolled_on, e.dropped_on, '[)') && daterange(spell.enrolled_on, spell.dropped_on, '[)')
     JOIN subjects mine ON mine.institute_id = slot.institute_id AND mine.id = slot.subject_id
     JOIN subjects other ON other.institute_id = slot.institute_id AND other.id = theirs.subject_id AND other.archived_at IS NULL
     JOIN classes c ON c.institute_id = other.institute_id AND c.id = other.class_id
     JOIN students st ON st.institute_id = e.institute_id AND st.id = e.student_id
     JOIN users u ON u.institute_id = st.institute_id AND u.id = st.id
     ORDER BY spell.student_id, slot.weekday, slot.period, lower(other.name)`,
    [
      instituteId,
      subjectId,
      spells.map((spell) => spell.studentId),
      spells.map((spell) => spell.enrolledOn),
      spells.map((spell) => spell.droppedOn),
    ],
  );
  return new Map(
    rows.map((clash) => [
      clash.studentId,
      peopleMessages.enrolmentClash(clash.student, clash.otherSubject, weekdayName(clash.weekday), clash.period),
    ]),
  );
}
