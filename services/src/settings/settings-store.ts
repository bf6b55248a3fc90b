import { eligibilityMessages, type InstituteSettings, type UpdateSettingsInput } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

const SETTINGS_COLUMNS = `time_zone AS "timeZone", attendance_threshold::float8 AS "attendanceThreshold",
  to_char(daily_summary_at, 'HH24:MI') AS "dailySummaryAt", daily_summaries AS "dailySummaries",
  correction_window_days AS "correctionWindowDays", condonation_floor::float8 AS "condonationFloor"`;

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
    ],
  );
  if (rows[0]) return succeeded(rows[0]);
  const exists = await instituteSettings(db, instituteId);
  return exists ? refused('invalid', eligibilityMessages.floorAboveThreshold) : refused('not-found');
}
