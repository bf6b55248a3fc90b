import type { Queryable } from '../db/pool';
import type { MailRecipient } from './daily-summary';

/** A recipient and what they chose to receive (no mail_preferences row: every kind on). */
export interface ChoosingRecipient extends MailRecipient {
  dailySummary: boolean;
  lowAttendanceAlerts: boolean;
  absenceAlerts: boolean;
}

/** Without what they chose: the person a mail is addressed to, in their language. */
export const addressee = ({ dailySummary: _s, lowAttendanceAlerts: _l, absenceAlerts: _a, ...recipient }: ChoosingRecipient) =>
  recipient satisfies MailRecipient;

/**
 * Who hears of a student's absences: each parent who wants absence alerts, and the student themself too when the
 * institute sends the alerts to students and they want them.
 */
export const absenceAlertRecipients = (recipients: ChoosingRecipient[], { toStudents }: { toStudents: boolean }) =>
  recipients.filter((recipient) => recipient.absenceAlerts && (recipient.relation === 'parent' || toStudents)).map(addressee);

export interface StudentRecipients {
  studentId: string;
  /** The student first, then each linked parent by name. */
  recipients: ChoosingRecipient[];
}

/** The people the mails about these students go to, in one query: each student's own account and each linked parent's. */
export async function recipientsOf(db: Queryable, instituteId: string, studentIds: string[]): Promise<StudentRecipients[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await db.query<StudentRecipients>(
    `WITH people AS (
       SELECT s.id AS student_id, s.id AS user_id, 'student' AS relation, 0 AS rank
       FROM students s WHERE s.institute_id = $1 AND s.id = ANY ($2::uuid[])
       UNION ALL
       SELECT g.student_id, g.parent_id, 'parent', 1
       FROM guardians g WHERE g.institute_id = $1 AND g.student_id = ANY ($2::uuid[])
     )
     SELECT p.student_id AS "studentId",
            json_agg(json_build_object('instituteId', $1::uuid, 'userId', u.id, 'name', u.name, 'email', u.email,
                                       'relation', p.relation, 'language', u.language,
                                       'dailySummary', coalesce(mp.daily_summary, true),
                                       'lowAttendanceAlerts', coalesce(mp.low_attendance_alerts, true),
                                       'absenceAlerts', coalesce(mp.absence_alerts, true))
                     ORDER BY p.rank, u.name, u.id) AS recipients
     FROM people p
     JOIN users u ON u.institute_id = $1 AND u.id = p.user_id
     LEFT JOIN mail_preferences mp ON mp.institute_id = $1 AND mp.user_id = u.id
     GROUP BY p.student_id`,
    [instituteId, studentIds],
  );
  return rows;
}
