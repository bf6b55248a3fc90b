import type { OutgoingMail } from '../mail/outbox';
import { alertMail } from './alert-mail';
import type { ComposedDay } from './compose-day';
import type { MailLinks } from './daily-summary';
import { addressee, type ChoosingRecipient, type StudentRecipients } from './recipients-store';
import { summaryMail } from './summary-mail';

/** Every mail of the day: each summary and each alert to the student and each linked parent who has that kind on. */
export function dayMails(day: ComposedDay, recipients: StudentRecipients[], links: MailLinks): OutgoingMail[] {
  const recipientsOf = new Map(recipients.map((entry) => [entry.studentId, entry.recipients]));
  const toWhom = (studentId: string, wants: (recipient: ChoosingRecipient) => boolean) =>
    (recipientsOf.get(studentId) ?? []).filter(wants).map(addressee);
  return [
    ...day.summaries.flatMap((summary) =>
      toWhom(summary.student.id, (recipient) => recipient.dailySummary).map((recipient) =>
        summaryMail(summary, recipient, links),
      ),
    ),
    ...day.alerts.flatMap((alert) =>
      toWhom(alert.student.id, (recipient) => recipient.lowAttendanceAlerts).map((recipient) =>
        alertMail(alert, recipient, links),
      ),
    ),
  ];
}
