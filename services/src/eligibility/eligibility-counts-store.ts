import type { EligibilityStudent, EligibilitySubject } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { EligibilityCounts } from '../standing/attendance-standing';
import { classNamesOnDay } from '../students/class-on-day';
import { ROLL_NUMBER_ORDER } from '../students/student-store';
import { lecturesCondoned } from './condonations-in-force';

/** A subject of a student before the rules are applied: what eligibility is worked from. */
export type SubjectCounts = Pick<EligibilitySubject, 'subjectId' | 'code' | 'name'> & EligibilityCounts;

export type StudentCounts = Omit<EligibilityStudent, 'subjects'> & { subjects: SubjectCounts[] };

/**
 * A (student, subject) as read, students in the list's order and each one's subjects in a row:
 * [studentId, name, rollNumber, className, subjectId, code, subject name, present, total, granted, lecturesLeft].
 */
type CountedRow = [string, string, string, string | null, string, string, string, number, number, number, number];

/** Which students and subjects are counted, as of which day. */
export interface CountedScope {
  semesterId: string;
  /** Only the subjects of this class, when given. */
  classId: string | null;
  asOf: string;
  /** The semester's last day: lectures are left up to it. */
  endsOn: string;
  /** The institute's time zone, in which condonations are dated. */
  timeZone: string;
}

/**
 * Every student enrolled on `asOf` in a subject of the semester (of the class), each with those subjects by code and,
 * for each, what eligibility is worked from:
 * - present and total: the current marks of lectures held while enrolled, as the rollup keeps them, less those of
 *   lectures held after `asOf` (none when it is today, so the usual list never reads a mark);
 * - granted: the condonations in force on `asOf`;
 * - lecturesLeft: the lectures the calendar and timetable hold after `asOf` to the semester's end on days the student
 *   is enrolled in the subject, of the class's own timetable when the list is of a class (a slot is always of its
 *   subject's class: naming the class lets the planner lay out that timetable alone, not the institute's, so a class's
 *   list costs the same at a 500-class university as at a school). They are laid out once, counted once per distinct
 *   enrolment span of a subject (the students of a class share theirs), and each student's spans summed, so the cost
 *   does not grow with students times lectures. Enrolments of a student in a subject never overlap, so the spans are
 *   the one enrolled on `asOf` and any begun after it.
 * Students by class (theirs on `asOf`, else their subjects'), then roll number; their subjects by code.
 * The rows come flat, one per (student, subject), and are grouped here: building a JSON value per student costs the
 * database more than the client's grouping of rows already in order.
 */
export async function eligibilityCounts(db: Queryable, instituteId: string, scope: CountedScope): Promise<StudentCounts[]> {
  // Not a named statement: a generic plan cannot tell the whole institute from one class.
  const { rows } = await db.query<CountedRow>({
    rowMode: 'array',
    text: `WITH subs AS MATERIALIZED (
       SELECT sub.id, sub.code, sub.name, c.name AS class_name, row_number() OVER (ORDER BY sub.code, sub.id) AS place
       FROM subjects sub JOIN classes c ON c.institute_id = sub.institute_id AND c.id = sub.class_id
       WHERE sub.institute_id = $1 AND sub.semester_id = $2 AND ($3::uuid IS NULL OR sub.class_id = $3::uuid)
     ),
     spells AS MATERIALIZED (
       SELECT e.student_id, e.subject_id, e.enrolled_on, coalesce(e.dropped_on, 'infinity') AS dropped_on
       FROM enrollments e
       WHERE e.institute_id = $1 AND e.subject_id IN (SELECT id FROM subs)
     ),
     listed AS MATERIALIZED (
       SELECT sp.student_id, sp.subject_id, sp.enrolled_on, sp.dropped_on
       FROM spells sp WHERE sp.enrolled_on <= $4::date AND sp.dropped_on > $4::date
     ),
     ahead AS MATERIALIZED (
       SELECT sl.subject_id, sl.held_on
       FROM scheduled_lectures($1, $4::date + 1, $5::date) sl
       WHERE sl.semester_id = $2 AND ($3::uuid IS NULL OR sl.class_id = $3::uuid) AND sl.subject_id IN (SELECT id FROM subs)
     ),
     span_left AS MATERIALIZED (
       SELECT span.subject_id, span.enrolled_on, span.dropped_on, count(a.held_on)::int AS lectures
       FROM (SELECT DISTINCT subject_id, enrolled_on, dropped_on FROM spells WHERE dropped_on > $4::date + 1) span
       JOIN ahead a ON a.subject_id = span.subject_id AND a.held_on >= span.enrolled_on AND a.held_on < span.dropped_on
       GROUP BY span.subject_id, span.enrolled_on, span.dropped_on
     ),
     later AS MATERIALIZED (SELECT * FROM spells WHERE enrolled_on > $4::date),
     left_later AS (
       SELECT lt.student_id, lt.subject_id, sum(sl.lectures)::int AS lectures
       FROM later lt
       JOIN span_left sl ON sl.subject_id = lt.subject_id AND sl.enrolled_on = lt.enrolled_on AND sl.dropped_on = lt.dropped_on
       GROUP BY lt.student_id, lt.subject_id
     ),
     rollup AS MATERIALIZED (
       SELECT r.student_id, r.subject_id, r.present, r.absent
       FROM student_subject_attendance r
       WHERE r.institute_id = $1 AND r.subject_id IN (SELECT id FROM subs)
     ),
     marked_later AS (
       SELECT m.student_id, l.subject_id,
              count(*) FILTER (WHERE m.status = 'present')::int AS present, count(*)::int AS total
       FROM lectures l
       JOIN attendance_marks m ON m.institute_id = l.institute_id AND m.lecture_id = l.id
       WHERE l.institute_id = $1 AND l.held_on > $4::date AND l.subject_id IN (SELECT id FROM subs)
         AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
         AND EXISTS (
           SELECT FROM spells sp
           WHERE sp.student_id = m.student_id AND sp.subject_id = l.subject_id
             AND sp.enrolled_on <= l.held_on AND sp.dropped_on > l.held_on)
       GROUP BY m.student_id, l.subject_id
     ),
     counted AS MATERIALIZED (
       SELECT ls.student_id, ls.subject_id,
              coalesce(r.present, 0) - coalesce(ml.present, 0) AS present,
              coalesce(r.present + r.absent, 0) - coalesce(ml.total, 0) AS total,
              CASE WHEN hc.student_id IS NOT NULL
                THEN ${lecturesCondoned('$1', 'ls.student_id', 'ls.subject_id', '$4::date', '$6::text')} ELSE 0 END AS granted,
              coalesce(sl.lectures, 0) + coalesce(ll.lectures, 0) AS lectures_left
       FROM listed ls
       LEFT JOIN rollup r ON r.student_id = ls.student_id AND r.subject_id = ls.subject_id
       LEFT JOIN marked_later ml ON ml.student_id = ls.student_id AND ml.subject_id = ls.subject_id
       LEFT JOIN span_left sl
         ON sl.subject_id = ls.subject_id AND sl.enrolled_on = ls.enrolled_on AND sl.dropped_on = ls.dropped_on
       LEFT JOIN left_later ll ON ll.student_id = ls.student_id AND ll.subject_id = ls.subject_id
       LEFT JOIN (SELECT DISTINCT student_id, subject_id FROM condonations WHERE institute_id = $1) hc
         ON hc.student_id = ls.student_id AND hc.subject_id = ls.subject_id
     ),
     ordered AS (
       SELECT s.id AS student_id, u.name, s.roll_number, coalesce(class_on.class_name, ps.subjects_class) AS class_name,
              row_number() OVER (ORDER BY coalesce(class_on.class_name, ps.subjects_class), ${ROLL_NUMBER_ORDER}, s.id) AS place
       FROM (
         SELECT cd.student_id, min(subs.class_name) AS subjects_class
         FROM counted cd JOIN subs ON subs.id = cd.subject_id
         GROUP BY cd.student_id
       ) ps
       JOIN students s ON s.institute_id = $1 AND s.id = ps.student_id
       JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
       LEFT JOIN ${classNamesOnDay('$1', '$4::date')} class_on ON class_on.student_id = s.id
     )
     SELECT o.student_id, o.name, o.roll_number, o.class_name,
            cd.subject_id, subs.code, subs.name, cd.present, cd.total, cd.granted, cd.lectures_left
     FROM counted cd
     JOIN subs ON subs.id = cd.subject_id
     JOIN ordered o ON o.student_id = cd.student_id
     ORDER BY o.place, subs.place`,
    values: [instituteId, scope.semesterId, scope.classId, scope.asOf, scope.endsOn, scope.timeZone],
  });
  const students: StudentCounts[] = [];
  let student: StudentCounts | undefined;
  for (const [
    studentId,
    name,
    rollNumber,
    className,
    subjectId,
    code,
    subjectName,
    present,
    total,
    granted,
    lecturesLeft,
  ] of rows) {
    if (student?.studentId !== studentId) {
      student = { studentId, name, rollNumber, className, subjects: [] };
      students.push(student);
    }
    student.subjects.push({ subjectId, code, name: subjectName, present, total, granted, lecturesLeft });
  }
  return students;
}
