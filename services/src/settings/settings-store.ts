import { eligibilityMessages, type InstituteSettings, type UpdateSettingsInput } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

const SETTINGS_COLUMNS = `time_zone AS "timeZone", attendance_threshold::float8 AS "attendanceThreshold",
  to_char(daily_summary_at, 'HH24:MI') AS "dailySummaryAt", daily_summaries AS "dailySummaries",
  correction_window_days AS "correctionWindowDays", condonation_floor::float8 AS "condonationFloor",
  absence_alerts AS "absenceAlerts", consecutive_absence_days AS "consecutiveAbsenceDays",
  alert_minimum_lectures AS "alertMinimumLectures", absence_alerts_to_students AS "absenceAlertsToStudents"`;

export async function instituteSettings(db: Queryable, instituteId: string): Promise<InstituteSettings | null> {
  const { rows } = await db.query<InstituteSettings>(`SELECT ${SETTINGS_COLUMNS} FROM institutes WHERE id = $1`, [instituteId]);
  return rows[0] ?? null;
}

/**
 * Changes only the settings given; the others stay. A new summary time, or summaries turned back on, makes the
 * day's evening run due again: at the new time it sends to whoever has not had today's mail yet (the mails' keys
 * keep anyone from getting a second), so a time moved later still reaches the lectures marked in between.
 * The condonation floor stays at or below the threshold, whichever of the two changes.
 */
export async function updateInstituteSettings(
  db: Queryable,
  instituteId: string,
  changes: UpdateSettingsInput,
): Promise<Outcome<InstituteSettings, 'not-found' | 'invalid'>> {
  const { rows } = await db.query<InstituteSettings>(
    `UPDATE institutes SET
       time_zone = coalesce($2, time_zone),
       attendance_threshold = coalesce($3, attendance_threshold),
       daily_summary_at = coalesce($4::time, daily_summary_at),
       daily_summaries = coalesce($5, daily_summaries),
       last_summary_on = CASE
         WHEN coalesce($4::time, daily_summary_at) IS DISTINCT FROM daily_summary_at
           OR (coalesce($5, daily_summaries) AND NOT daily_summaries) THEN NULL
         ELSE last_summary_on
       END,
       correction_window_days = coalesce($6, correction_window_days),
       condonation_floor = coalesce($7, condonation_floor),
       absence_alerts = coalesce($8, absence_alerts),
       consecutive_absence_days = CASE WHEN $9 THEN $10::smallint ELSE consecutive_absence_days END,
       alert_minimum_lectures = coalesce($11, alert_minimum_lectures),
       absence_alerts_to_students = coalesce($12, absence_alerts_to_students),
       settings_saved_at = now(),
       updated_at = now()
     WHERE id = $1 AND coalesce($7, condonation_floor) <= coalesce($3, attendance_threshold)
     RETURNING ${SETTINGS_COLUMNS}`,
    [
      instituteId,
      changes.timeZone ?? null,
      changes.attendanceThreshold ?? null,
      changes.dailySummaryAt ?? null,
      changes.dailySummaries ?? null,
      changes.correctionWindowDays ?? null,
      changes.condonationFloor ?? null,
      changes.absenceAlerts ?? null,
      // Null turns the consecutive-absence alert off, so a given null is told apart from a setting left alone.
      changes.consecutiveAbsenceDays !== undefined,
      changes.consecutiveAbsenceDays ?? null,
      changes.alertMinimumLectures ?? null,
      changes.absenceAlertsToStudents ?? null,
    ],
  );
  if (rows[0]) return succeeded(rows[0]);
  const exists = await instituteSettings(db, instituteId);
  return exists ? refused('invalid', eligibilityMessages.floorAboveThreshold) : refused('not-found');
}
