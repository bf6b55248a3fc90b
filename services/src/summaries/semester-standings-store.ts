import type { Queryable } from '../db/pool';
import { lecturesCondoned } from '../eligibility/condonations-in-force';
import { belowThreshold, thresholdTenths } from '../standing/standing-sql';
import { classNameOnDay } from '../students/class-on-day';
import type { SummaryStudent, TurnStatus } from './daily-summary';

/** A student's counts in one subject of the semester, as the rollup keeps them, against the institute's threshold. */
export interface StandingCounts {
  subjectId: string;
  name: string;
  code: string;
  present: number;
  total: number;
  /**
   * Below the institute's threshold (`belowThreshold`), as the portal and the dashboard judge it, in a subject still
   * taken: a dropped subject keeps its counts but no longer counts against the student (no warning, no alert).
   */
  below: boolean;
  /**
   * What the student was last alerted of this subject, not recovered since (a threshold_crossings row): that it needs
   * condonation or that it is short; null when they were not.
   */
  told: TurnStatus | null;
  /** The lectures still on the timetable for them in it; only worked out where below, else null. */
  lecturesLeft: number | null;
  /** The lectures granted by the condonations in force on the day; only read where below, else 0. */
  granted: number;
}

export interface StudentStanding {
  student: SummaryStudent;
  /** Still enrolled first, then the dropped ones, each by name, as the portal lists them. */
  subjects: StandingCounts[];
}

export interface StandingQuery {
  semesterId: string;
  date: string;
  /** Students whose every subject is wanted (those with a summary today). */
  studentIds: string[];
}

const condonedOnDay = lecturesCondoned(
  '$1',
  'st.student_id',
  'st.subject_id',
  '$3::date',
  '(SELECT i.time_zone FROM institutes i WHERE i.id = $1)',
);

/**
 * The standing of every (not archived) student of the institute in every subject of the semester they were enrolled
 * in, for the students asked for and every student below the threshold or alerted of a crossing in some subject: one
 * read of the rollup for the whole institute, never a query per student. Condonations only lift a subject towards the
 * threshold, so they are read only where the marks alone are below it.
 *
 * The lectures left are counted as the portal counts them (each scheduled lecture of the subject, the calendar and
 * the day's changes applied, from the day to the semester's end on a day the student is enrolled; the day's own only
 * while its lecture is not taken), only for the subjects below the threshold: the lectures ahead are laid out once,
 * then joined by hash to those subjects and matched against the days each student was enrolled (their enrolments as
 * one multirange).
 */
export async function semesterStandings(
  db: Queryable,
  instituteId: string,
  { semesterId, date, studentIds }: StandingQuery,
): Promise<StudentStanding[]> {
  const { rows } = await db.query<StudentStanding>(
    `WITH enrolled AS (
       SELECT e.student_id, sub.id AS subject_id, sub.name, sub.code, sub.class_id,
              coalesce((array_agg(e.dropped_on ORDER BY e.enrolled_on DESC))[1] <= sem.ends_on, false) AS dropped,
              range_agg(daterange(e.enrolled_on, e.dropped_on)) AS enrolled_days
       FROM enrollments e
       JOIN subjects sub ON sub.institute_id = e.institute_id AND sub.id = e.subject_id AND sub.semester_id = $2
       JOIN semesters sem ON sem.institute_id = sub.institute_id AND sem.id = sub.semester_id
       JOIN students s ON s.institute_id = e.institute_id AND s.id = e.student_id AND s.archived_at IS NULL
       WHERE e.institute_id = $1
       GROUP BY e.student_id, sub.institute_id, sub.id, sem.institute_id, sem.id
     ),
     standing AS MATERIALIZED (
       SELECT en.*, coalesce(r.present, 0) AS present, coalesce(r.present + r.absent, 0) AS total,
              NOT en.dropped AND coalesce(${belowThreshold('r.present', 'r.present + r.absent', thresholdTenths('$1'))}, false) AS below,
              tc.status AS told
       FROM enrolled en
       LEFT JOIN student_subject_attendance r ON r.institute_id = $1 AND r.student_id = en.student_id AND r.subject_id = en.subject_id
       LEFT JOIN threshold_crossings tc ON tc.institute_id = $1 AND tc.student_id = en.student_id AND tc.subject_id = en.subject_id
     ),
     wanted AS (
       SELECT student_id FROM standing WHERE below OR told IS NOT NULL
       UNION
       SELECT unnest($4::uuid[])
     ),
     slots_ahead AS MATERIALIZED (
       SELECT sl.subject_id, sl.class_id, sl.held_on AS day
       FROM semesters sem
       CROSS JOIN LATERAL scheduled_lectures($1, $3::date, sem.ends_on) sl
       WHERE sem.institute_id = $1 AND sem.id = $2 AND sl.semester_id = $2
         AND NOT (sl.held_on = $3::date AND EXISTS (
           SELECT FROM lectures l
           WHERE l.institute_id = $1 AND l.subject_id = sl.subject_id AND l.held_on = $3::date AND l.period = sl.period))
     ),
     left_when_below AS (
       SELECT st.student_id, st.subject_id, count(*)::int AS lectures_left
       FROM standing st
       JOIN slots_ahead sa ON sa.subject_id = st.subject_id AND sa.class_id = st.class_id AND st.enrolled_days @> sa.day
       WHERE st.below
       GROUP BY st.student_id, st.subject_id
     )
     SELECT json_build_object('id', s.id, 'name', u.name, 'rollNumber', s.roll_number,
                              'className', ${classNameOnDay('$1', 's.id', '$3::date')}) AS student,
            coalesce(json_agg(json_build_object('subjectId', st.subject_id, 'name', st.name, 'code', st.code,
                                                'present', st.present, 'total', st.total, 'below', st.below,
                                                'told', st.told,
                                                'lecturesLeft', CASE WHEN st.below THEN coalesce(lw.lectures_left, 0) END,
                                                'granted', CASE WHEN st.below THEN ${condonedOnDay} ELSE 0 END)
                              ORDER BY st.dropped, st.name, st.code) FILTER (WHERE st.subject_id IS NOT NULL), '[]') AS subjects
     FROM wanted w
     JOIN students s ON s.institute_id = $1 AND s.id = w.student_id AND s.archived_at IS NULL
     JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     LEFT JOIN standing st ON st.student_id = w.student_id
     LEFT JOIN left_when_below lw ON lw.student_id = st.student_id AND lw.subject_id = st.subject_id
     GROUP BY s.institute_id, s.id, u.id
     ORDER BY s.id`,
    [instituteId, semesterId, date, studentIds],
  );
  return rows;
}
