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
 * calendar and the day's changes applied; read from the subject's class's timetable, where its slots always are, so
 * the planner lays out that class's days alone) from today to the semester's end on a day the student is enrolled; today's
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
             WHERE sl.class_id = en.class_id AND sl.subject_id = en.id AND ${enrolledOn('$2', 'en.id', 'sl.held_on')}
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
 * mark, oldest first. Driven by the student's own marks (a correction is a mark of the same student), each looked up
 * by index: its lecture by key, whether a correction supersedes it, and the enrolment it falls in. Every step is a
 * lookup per mark, so the cost follows the student's marks whatever the planner guesses of them: the same sets
 * joined by hash were planned as nested scans at a small institute, where the estimates said one mark (141 ms).
 * Nothing of other students is read.
 */
export async function studentLectures(
  db: Queryable,
  instituteId: string,
  { studentId, semesterId }: StudentSemester,
): Promise<StudentLecture[]> {
  const { rows } = await db.query<StudentLecture>({
    name: 'portal-lectures',
    text: `WITH spells AS MATERIALIZED (
       SELECT e.subject_id, e.enrolled_on, e.dropped_on
       FROM enrollments e JOIN subjects sub ON sub.institute_id = e.institute_id AND sub.id = e.subject_id
       WHERE e.institute_id = $1 AND e.student_id = $2 AND sub.semester_id = $3
     )
     SELECT l.id AS "lectureId", to_char(l.held_on, 'YYYY-MM-DD') AS "heldOn", l.period, l.subject_id AS "subjectId", m.status
     FROM attendance_marks m
     JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     WHERE m.institute_id = $1 AND m.student_id = $2
       AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
       AND EXISTS (
         SELECT FROM spells s
         WHERE s.subject_id = l.subject_id AND l.held_on >= s.enrolled_on AND (s.dropped_on IS NULL OR l.held_on < s.dropped_on))
     ORDER BY l.held_on, l.period, l.subject_id`,
    values: [instituteId, studentId, semesterId],
  });
  return rows;
}
