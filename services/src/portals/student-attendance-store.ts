import type { StudentLecture, SubjectStanding } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { lecturesCondoned } from '../eligibility/condonations-in-force';
import type { Eligibility } from '../standing/attendance-standing';

/**
 * A subject's standing before the threshold is applied: the counts as the rollup keeps them, and the lectures granted
 * by the condonations in force today.
 */
export type SubjectCounts = Omit<SubjectStanding, 'percentage' | 'lecturesNeeded' | keyof Eligibility> & { granted: number };

/** Which semester of which student, from which day on lectures are still to come. */
export interface StudentSemester {
  studentId: string;
  semesterId: string;
  today: string;
  /** The semester's last day. */
  endsOn: string;
}

/**
 * Whether the student `studentColumn` was enrolled in `subjectColumn` on `dayColumn`: the rule of the database's
 * enrolled_on_day(), written inline because the planner does not inline that function here, and calling it for each
 * day of the semester doubled the cost of the whole answer.
 */
const enrolledOn = (studentColumn: string, subjectColumn: string, dayColumn: string) => `EXISTS (
  SELECT FROM enrollments e
  WHERE e.institute_id = $1 AND e.student_id = ${studentColumn} AND e.subject_id = ${subjectColumn}
    AND e.enrolled_on <= ${dayColumn} AND (e.dropped_on IS NULL OR e.dropped_on > ${dayColumn}))`;

/**
 * Every subject of the semester the student was enrolled in, with the counts the rollup keeps (never counted from
 * the marks here) and the lectures still on the timetable for them: each scheduled lecture of the subject (the
 * calendar and the day's changes applied) from today to the semester's end on a day the student is enrolled; today's
 * only while its lecture is not taken; and the lectures granted by the condonations in force today.
 * Subjects still enrolled come first, then the dropped ones, each by name.
 */
export async function subjectCounts(
  db: Queryable,
  instituteId: string,
  { studentId, semesterId, today, endsOn }: StudentSemester,
): Promise<SubjectCounts[]> {
  const { rows } = await db.query<SubjectCounts>({
    name: 'portal-subject-counts',
    text: `WITH enrolled AS (
       SELECT sub.id, sub.name, sub.code, sub.kind, sub.class_id, sem.starts_on, sem.ends_on,
              min(e.enrolled_on) AS enrolled_on,
              (array_agg(e.dropped_on ORDER BY e.enrolled_on DESC))[1] AS last_dropped_on
       FROM enrollments e
       JOIN subjects sub ON sub.institute_id = e.institute_id AND sub.id = e.subject_id
       JOIN semesters sem ON sem.institute_id = sub.institute_id AND sem.id = sub.semester_id
       WHERE e.institute_id = $1 AND e.student_id = $2 AND sub.semester_id = $3
       GROUP BY sub.institute_id, sub.id, sem.institute_id, sem.id
     )
     SELECT en.id AS "subjectId", en.name, en.code, en.kind, to_char(en.enrolled_on, 'YYYY-MM-DD') AS "enrolledOn",
            CASE WHEN en.last_dropped_on <= en.ends_on THEN to_char(en.last_dropped_on, 'YYYY-MM-DD') END AS "droppedOn",
            coalesce(r.present, 0) AS present, coalesce(r.present + r.absent, 0) AS total,
            (SELECT count(*)::int
             FROM scheduled_lectures($1, $4::date, $5::date) sl
             WHERE sl.subject_id = en.id AND ${enrolledOn('$2', 'en.id', 'sl.held_on')}
               AND NOT (sl.held_on = $4::date AND EXISTS (
                 SELECT FROM lectures l
                 WHERE l.institute_id = $1 AND l.subject_id = en.id AND l.held_on = $4::date AND l.period = sl.period))
            ) AS "lecturesLeft",
            ${lecturesCondoned('$1', '$2', 'en.id', '$4::date', '(SELECT i.time_zone FROM institutes i WHERE i.id = $1)')} AS granted
     FROM enrolled en
     LEFT JOIN student_subject_attendance r ON r.institute_id = $1 AND r.student_id = $2 AND r.subject_id = en.id
     ORDER BY coalesce(en.last_dropped_on <= en.ends_on, false), en.name, en.code`,
    values: [instituteId, studentId, semesterId, today, endsOn],
  });
  return rows;
}

/**
 * The student's lectures of the semester held while they were enrolled in the subject, each with their current
 * mark, oldest first. Three small sets joined by hash: the student's own marks (a correction is a mark of the same
 * student, so the current ones are found among them), their enrolments in the semester's subjects, and those
 * subjects' lectures inside the enrolments (by the lectures' slot key). Nothing of other students is read.
 */
export async function studentLectures(
  db: Queryable,
  instituteId: string,
  { studentId, semesterId }: StudentSemester,
): Promise<StudentLecture[]> {
  const { rows } = await db.query<StudentLecture>({
    name: 'portal-lectures',
    text: `WITH mine AS MATERIALIZED (
       SELECT m.id, m.lecture_id, m.status, m.supersedes FROM attendance_marks m WHERE m.institute_id = $1 AND m.student_id = $2
     ),
     spells AS MATERIALIZED (
       SELECT e.subject_id, e.enrolled_on, e.dropped_on
       FROM enrollments e JOIN subjects sub ON sub.institute_id = e.institute_id AND sub.id = e.subject_id
       WHERE e.institute_id = $1 AND e.student_id = $2 AND sub.semester_id = $3
     ),
     held AS MATERIALIZED (
       SELECT l.id, l.held_on, l.period, l.subject_id
       FROM spells s
       JOIN lectures l ON l.institute_id = $1 AND l.subject_id = s.subject_id
         AND l.held_on >= s.enrolled_on AND (s.dropped_on IS NULL OR l.held_on < s.dropped_on)
     )
     SELECT h.id AS "lectureId", to_char(h.held_on, 'YYYY-MM-DD') AS "heldOn", h.period, h.subject_id AS "subjectId", m.status
     FROM mine m
     JOIN held h ON h.id = m.lecture_id
     WHERE NOT EXISTS (SELECT FROM mine c WHERE c.supersedes = m.id)
     ORDER BY h.held_on, h.period, h.subject_id`,
    values: [instituteId, studentId, semesterId],
  });
  return rows;
}
