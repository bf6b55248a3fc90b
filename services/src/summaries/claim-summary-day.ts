import type { AbsenceAlertMode } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/** An institute whose summaries are due, and the day they are for. */
export interface SummaryDay {
  institute: { id: string; name: string };
  /** The institute's local date at the run's clock, 'YYYY-MM-DD'. */
  date: string;
  threshold: number;
  /** The institute's condonation floor, in percent. */
  condonationFloor: number;
  /** The institute sends the daily summaries (and the low-attendance alerts with them). */
  dailySummaries: boolean;
  /** The semester holding the day; null when none does (nothing is sent that day). */
  semesterId: string | null;
  /** The marked lectures a subject needs before it is alerted or warned of as below the threshold. */
  alertMinimumLectures: number;
  /** School days in a row absent from every lecture that make a consecutive-absence alert; null: never. */
  consecutiveAbsenceDays: number | null;
  /** 'evening-only': the evening run tells the day's absences to those who do not get the summary. */
  absenceAlerts: AbsenceAlertMode;
  /** The students themselves get the absence alerts too. */
  absenceAlertsToStudents: boolean;
}

/** The institute's local clock at the instant $1, from PostgreSQL's zone data (daylight saving included). */
const localClock = (alias: string) => `($1::timestamptz AT TIME ZONE ${alias}.time_zone)`;

/**
 * Claims one institute whose evening run is due at the instant `now` (it sends summaries, tells absences in the
 * evening, or looks for runs of absences) and records its day as done, in the caller's transaction (platform work: it looks across
 * institutes): due once its local time has reached its summary time on a local day not yet done, so a
 * process that was down catches up the same evening and never sends a past day late. The row stays locked until the
 * transaction ends and other processes skip it (SKIP LOCKED), then find the day done. NO KEY UPDATE, not UPDATE:
 * registers insert marks under a KEY SHARE lock on the institute (their foreign keys), and must not wait for the run.
 * `passedOver` names institutes whose run failed in this tick, so one that keeps failing does not hold up the others.
 */
export async function claimSummaryDay(db: Queryable, now: Date, passedOver: readonly string[] = []): Promise<SummaryDay | null> {
  const { rows } = await db.query<SummaryDay>(
    `UPDATE institutes i SET last_summary_on = due.day
     FROM (
       SELECT d.id, ${localClock('d')}::date AS day
       FROM institutes d
       WHERE (d.daily_summaries OR d.absence_alerts = 'evening-only' OR d.consecutive_absence_days IS NOT NULL) AND ${localClock('d')}::time >= d.daily_summary_at
         AND (d.last_summary_on IS NULL OR d.last_summary_on < ${localClock('d')}::date)
         AND NOT d.id = ANY ($2::uuid[])
       ORDER BY d.id
       LIMIT 1
       FOR NO KEY UPDATE SKIP LOCKED
     ) due
     WHERE i.id = due.id
     RETURNING json_build_object('id', i.id, 'name', i.name) AS institute, to_char(due.day, 'YYYY-MM-DD') AS date,
               i.attendance_threshold::float8 AS threshold, i.daily_summaries AS "dailySummaries", i.condonation_floor::float8 AS "condonationFloor",
               i.alert_minimum_lectures::int AS "alertMinimumLectures",
               i.consecutive_absence_days::int AS "consecutiveAbsenceDays", i.absence_alerts AS "absenceAlerts",
               i.absence_alerts_to_students AS "absenceAlertsToStudents",
               (SELECT sem.id FROM semesters sem
                WHERE sem.institute_id = i.id AND sem.starts_on <= due.day AND sem.ends_on >= due.day) AS "semesterId"`,
    [now, passedOver],
  );
  return rows[0] ?? null;
}
