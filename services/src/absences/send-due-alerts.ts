import type { Queryable } from '../db/pool';
import { enqueueMails, type OutgoingMail } from '../mail/outbox';
import type { MailLinks } from '../summaries/daily-summary';
import { absenceAlertRecipients, recipientsOf } from '../summaries/recipients-store';
import { type AbsenceReport, absenceCorrectedMail, absenceMail } from './absence-mail';
import { DUE_BATCH, type DueAlert, lockDueAlerts, type SettledAlert, settleAlerts } from './due-absence-alerts';

/** What one institute's turn did. */
export interface AlertTurn {
  instituteId: string;
  sent: number;
  cancelled: number;
  corrected: number;
  mails: number;
  /** Whether due alerts of the institute may be left (a full batch was settled). */
  more: boolean;
}

/** Why a pending alert is sent no mail: nothing left to tell, or no longer the institute's way to tell it. */
const cancels = (alert: DueAlert) => !alert.firstAbsence || alert.mode !== 'first-absence' || alert.archived || !alert.isToday;

/**
 * Settles the institute's due alerts in the caller's transaction (the institute entered as tenant): a pending one
 * mails its recipients of the first lecture the student is absent from now, or is cancelled; a correction due mails
 * that the lecture named is now Present, when it is. Mails are queued with the alerts' new states, so a transaction
 * cut short sends nothing and is redone whole, and the mails' keys make a repeat a no-op.
 */
export async function sendDueAlerts(db: Queryable, instituteId: string, now: Date, links: MailLinks): Promise<AlertTurn> {
  const due = await lockDueAlerts(db, instituteId, now);
  const turn: AlertTurn = { instituteId, sent: 0, cancelled: 0, corrected: 0, mails: 0, more: due.length >= DUE_BATCH };
  if (due.length === 0) return turn;
  const people = new Map(
    (await recipientsOf(db, instituteId, [...new Set(due.map((alert) => alert.studentId))])).map((entry) => [
      entry.studentId,
      entry.recipients,
    ]),
  );
  const mails: OutgoingMail[] = [];
  const settled: SettledAlert[] = [];
  for (const alert of due) {
    const choosing = people.get(alert.studentId) ?? [];
    const recipients = absenceAlertRecipients(choosing, { toStudents: alert.toStudents });
    const base = { studentId: alert.studentId, date: alert.date, reportedLectureId: null };
    if (alert.state === 'pending') {
      if (cancels(alert)) {
        settled.push({ ...base, state: 'cancelled' });
        turn.cancelled++;
        continue;
      }
      const report: AbsenceReport = { ...alert, lecture: alert.firstAbsence! };
      for (const recipient of recipients) {
        const getsSummary = choosing.some((person) => person.userId === recipient.userId && person.dailySummary);
        mails.push(absenceMail(report, recipient, links, getsSummary));
      }
      settled.push({ ...base, state: 'sent', reportedLectureId: report.lecture.id });
      turn.sent++;
    } else if (alert.reported?.status === 'present') {
      const report: AbsenceReport = { ...alert, lecture: alert.reported };
      for (const recipient of recipients) mails.push(absenceCorrectedMail(report, recipient, links));
      settled.push({ ...base, state: 'corrected' });
      turn.corrected++;
    } else {
      settled.push({ ...base, state: 'unchanged' });
    }
  }
  await enqueueMails(db, mails);
  await settleAlerts(db, instituteId, settled);
  turn.mails = mails.length;
  return turn;
}
