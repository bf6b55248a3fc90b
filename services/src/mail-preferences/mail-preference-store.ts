import type { MailKind, MailPreferences, SummarySchedule, UpdateMailPreferencesInput } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

/** The people who receive attendance mails. */
export type MailRecipientRole = 'student' | 'parent';

export interface MailSettings {
  preferences: MailPreferences;
  schedule: SummarySchedule;
}

/** A person's choice (no row: every kind on) and their institute's schedule; not-found for anyone but a student or parent. */
export async function mailSettingsOf(
  db: Queryable,
  instituteId: string,
  userId: string,
  roles: readonly MailRecipientRole[],
): Promise<Outcome<MailSettings, 'not-found'>> {
  const { rows } = await db.query<MailPreferences & SummarySchedule>(
    `SELECT u.email, coalesce(p.daily_summary, true) AS "dailySummary",
            coalesce(p.low_attendance_alerts, true) AS "lowAttendanceAlerts",
            coalesce(p.absence_alerts, true) AS "absenceAlerts",
            i.daily_summaries AS enabled, to_char(i.daily_summary_at, 'HH24:MI') AS at, i.time_zone AS "timeZone",
            i.attendance_threshold::float8 AS threshold
     FROM users u
     JOIN institutes i ON i.id = u.institute_id
     LEFT JOIN mail_preferences p ON p.institute_id = u.institute_id AND p.user_id = u.id
     WHERE u.institute_id = $1 AND u.id = $2 AND u.role = ANY($3::text[])`,
    [instituteId, userId, roles],
  );
  const row = rows[0];
  if (!row) return refused('not-found');
  const { email, dailySummary, lowAttendanceAlerts, absenceAlerts, enabled, at, timeZone, threshold } = row;
  return succeeded({
    preferences: { email, dailySummary, lowAttendanceAlerts, absenceAlerts },
    schedule: { enabled, at, timeZone, threshold },
  });
}

/** Turns the kinds given on or off for a student or parent, keeping the others as they were; not-found for anyone else. */
export async function changeMailPreferences(
  db: Queryable,
  instituteId: string,
  userId: string,
  roles: readonly MailRecipientRole[],
  changes: UpdateMailPreferencesInput,
): Promise<Outcome<MailSettings, 'not-found'>> {
  const { rowCount } = await db.query(
    `INSERT INTO mail_preferences (institute_id, user_id, daily_summary, low_attendance_alerts, absence_alerts)
     SELECT u.institute_id, u.id, coalesce($3, true), coalesce($4, true), coalesce($6, true)
     FROM users u WHERE u.institute_id = $1 AND u.id = $2 AND u.role = ANY($5::text[])
     ON CONFLICT (institute_id, user_id) DO UPDATE SET
       daily_summary = coalesce($3, mail_preferences.daily_summary),
       low_attendance_alerts = coalesce($4, mail_preferences.low_attendance_alerts),
       absence_alerts = coalesce($6, mail_preferences.absence_alerts),
       updated_at = now()`,
    [
      instituteId,
      userId,
      changes.dailySummary ?? null,
      changes.lowAttendanceAlerts ?? null,
      roles,
      changes.absenceAlerts ?? null,
    ],
  );
  return rowCount ? mailSettingsOf(db, instituteId, userId, roles) : refused('not-found');
}

/** One kind of mail off, as an unsubscribe link asks. */
export const turnOff = (kind: MailKind): UpdateMailPreferencesInput => ({ [kind]: false });
