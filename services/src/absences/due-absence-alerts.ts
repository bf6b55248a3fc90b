import type { AbsenceAlertMode } from '@rollcall/contracts';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { IS_CURRENT_MARK } from '../lectures/lecture-counts';
import type { SummaryStudent } from '../summaries/daily-summary';
import type { ReportedLecture } from './absence-mail';

/** The most alerts one transaction settles; the rest of the institute's are taken by the next one. */
export const DUE_BATCH = 500;

/** Due: waiting since at least `hold` before the clock, or with a correction to tell. */
const IS_DUE = `((a.state = 'pending' AND a.asked_at <= $2::timestamptz) OR a.correction_due)`;

/**
 * Claims one institute with due alerts, across institutes (platform work), for the caller's transaction: other
 * processes skip it until the transaction ends (SKIP LOCKED), then find its alerts settled. NO KEY UPDATE, not
 * UPDATE: registers insert under a KEY SHARE lock on the institute (their foreign keys), and must not wait.
 * `passedOver` names institutes that failed in this pass.
 */
export async function claimAlertInstitute(db: Queryable, now: Date, passedOver: readonly string[]): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT i.id FROM institutes i
     WHERE i.id IN (SELECT a.institute_id FROM absence_alerts a WHERE ${IS_DUE}) AND NOT i.id = ANY ($1::uuid[])
     ORDER BY i.id
     LIMIT 1
     FOR NO KEY UPDATE OF i SKIP LOCKED`,
    [passedOver, now],
  );
  return rows[0]?.id ?? null;
}

/** A due alert with what deciding and telling it takes, read after it is locked. */
export interface DueAlert {
  studentId: string;
  date: string;
  state: 'pending' | 'sent' | 'corrected' | 'cancelled';
  correctionDue: boolean;
  /** Whether its day is still the institute's today (a pending alert of a past day is left to that day's summary). */
  isToday: boolean;
  mode: AbsenceAlertMode;
  toStudents: boolean;
  institute: { id: string; name: string };
  summaryAt: string | null;
  archived: boolean;
  student: SummaryStudent;
  /** Pending: the first lecture of the day the student is currently Absent from, off leave; null when none is. */
  firstAbsence: ReportedLecture | null;
  /** With a correction due: the lecture the sent mail named, and the student's current mark in it. */
  reported: (ReportedLecture & { status: 'present' | 'absent' }) | null;
}

/**
 * A lecture `l` as a mail names it, for the student's institute `i`: the start of its slot among the days' scheduled
 * lectures (`day_slots`), else the time its register was saved.
 */
const REPORTED_LECTURE = `json_build_object(
  'id', l.id, 'subjectName', sub.name, 'subjectCode', sub.code, 'period', l.period, 'className', c.name,
  'teacherName', t.name,
  'time', coalesce(
    (SELECT to_char(ds.starts_at, 'HH24:MI') FROM day_slots ds
     WHERE ds.held_on = l.held_on AND ds.subject_id = l.subject_id AND ds.period = l.period),
    to_char(l.created_at AT TIME ZONE i.time_zone, 'HH24:MI')))`;

const LECTURE_NAMES = `
  JOIN subjects sub ON sub.institute_id = l.institute_id AND sub.id = l.subject_id
  JOIN classes c ON c.institute_id = sub.institute_id AND c.id = sub.class_id
  JOIN users t ON t.institute_id = l.institute_id AND t.id = l.taken_by`;

/**
 * Locks the institute's due alerts (oldest first, at most a batch; rows another transaction holds are skipped) and
 * reads what each needs, with the marks as they are now: corrections applied, approved leave or on-duty excusing.
 */
export async function lockDueAlerts(db: Queryable, instituteId: string, now: Date): Promise<DueAlert[]> {
  const { rows } = await db.query<DueAlert>(
    `WITH due AS MATERIALIZED (
       SELECT a.student_id, a.day, a.state, a.correction_due, a.reported_lecture_id
       FROM absence_alerts a
       WHERE a.institute_id = $1 AND ${IS_DUE}
       ORDER BY a.asked_at
       LIMIT ${DUE_BATCH}
       FOR UPDATE SKIP LOCKED
     ),
     day_slots AS MATERIALIZED (
       SELECT sl.held_on, sl.subject_id, sl.period, min(sl.starts_at) AS starts_at
       FROM scheduled_lectures($1, (SELECT min(day) FROM due), (SELECT max(day) FROM due)) sl
       GROUP BY sl.held_on, sl.subject_id, sl.period
     )
     SELECT due.student_id AS "studentId", to_char(due.day, 'YYYY-MM-DD') AS date, due.state,
            due.correction_due AS "correctionDue", due.day = ${todayOfInstituteRow('i')} AS "isToday",
            i.absence_alerts AS mode, i.absence_alerts_to_students AS "toStudents",
            json_build_object('id', i.id, 'name', i.name) AS institute,
            CASE WHEN i.daily_summaries THEN to_char(i.daily_summary_at, 'HH24:MI') END AS "summaryAt",
            s.archived_at IS NOT NULL AS archived,
            json_build_object('id', s.id, 'name', u.name, 'rollNumber', s.roll_number, 'className',
              (SELECT kc.name FROM class_members cm JOIN classes kc ON kc.institute_id = cm.institute_id AND kc.id = cm.class_id
               WHERE cm.institute_id = $1 AND cm.student_id = s.id AND cm.joined_on <= due.day
                 AND (cm.left_on IS NULL OR cm.left_on > due.day)
               LIMIT 1)) AS student,
            first_absence.lecture AS "firstAbsence", reported.lecture AS reported
     FROM due
     JOIN institutes i ON i.id = $1
     JOIN students s ON s.institute_id = $1 AND s.id = due.student_id
     JOIN users u ON u.institute_id = $1 AND u.id = s.id
     LEFT JOIN LATERAL (
       SELECT ${REPORTED_LECTURE} AS lecture
       FROM lecture_attendees la
       JOIN attendance_marks m ON m.institute_id = la.institute_id AND m.lecture_id = la.lecture_id AND m.student_id = la.student_id
       JOIN lectures l ON l.institute_id = la.institute_id AND l.id = la.lecture_id
       ${LECTURE_NAMES}
       WHERE la.institute_id = $1 AND la.student_id = due.student_id AND la.held_on = due.day
         AND m.status = 'absent' AND ${IS_CURRENT_MARK}
         AND NOT EXISTS (
           SELECT FROM leave_requests r
           WHERE r.institute_id = $1 AND r.student_id = due.student_id AND r.status = 'approved'
             AND l.held_on BETWEEN r.starts_on AND r.ends_on AND (r.periods IS NULL OR l.period = ANY (r.periods)))
       ORDER BY la.period
       LIMIT 1
     ) first_absence ON due.state = 'pending'
     LEFT JOIN LATERAL (
       SELECT (${REPORTED_LECTURE})::jsonb || jsonb_build_object('status', m.status) AS lecture
       FROM lectures l
       JOIN attendance_marks m ON m.institute_id = l.institute_id AND m.lecture_id = l.id AND m.student_id = due.student_id
       ${LECTURE_NAMES}
       WHERE l.institute_id = $1 AND l.id = due.reported_lecture_id AND ${IS_CURRENT_MARK}
     ) reported ON due.correction_due`,
    [instituteId, now],
  );
  return rows;
}

/** What became of an alert: its new state, and the lecture the mail named when one was sent. */
export interface SettledAlert {
  studentId: string;
  date: string;
  state: 'sent' | 'cancelled' | 'corrected' | 'unchanged';
  reportedLectureId: string | null;
}

/** Records what became of the alerts in one statement; a correction due is told (or found not needed) either way. */
export async function settleAlerts(db: Queryable, instituteId: string, settled: readonly SettledAlert[]): Promise<void> {
  if (settled.length === 0) return;
  await db.query(
    `UPDATE absence_alerts a
     SET state = CASE WHEN s.state = 'unchanged' THEN a.state ELSE s.state END,
         reported_lecture_id = coalesce(s.reported, a.reported_lecture_id),
         correction_due = false, updated_at = now()
     FROM unnest($2::uuid[], $3::date[], $4::text[], $5::uuid[]) AS s(student_id, day, state, reported)
     WHERE a.institute_id = $1 AND a.student_id = s.student_id AND a.day = s.day`,
    [
      instituteId,
      settled.map((alert) => alert.studentId),
      settled.map((alert) => alert.date),
      settled.map((alert) => alert.state),
      settled.map((alert) => alert.reportedLectureId),
    ],
  );
}
