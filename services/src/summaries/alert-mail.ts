import type { OutgoingMail } from '../mail/outbox';
import type { MailLinks, MailRecipient, ThresholdAlert } from './daily-summary';

/** One alert per recipient per crossing: a student below in a subject, on the day it was found. */
export function alertKey(alert: ThresholdAlert, recipient: MailRecipient): string {
  const key = `alert:${alert.student.id}:${alert.subject.subjectId}:${alert.date}`;
  return recipient.relation === 'student' ? key : `${key}:parent:${recipient.userId}`;
}

/** The alert that a student's attendance in a subject has fallen below the institute's threshold. */
export function alertMail(alert: ThresholdAlert, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const { pageUrl, oneClickUrl } = links.unsubscribe(recipient, 'lowAttendanceAlerts');
  const subject = `${alert.student.name}'s attendance in ${alert.subject.name} is below ${alert.threshold}%`;
  return {
    idempotencyKey: alertKey(alert, recipient),
    to: recipient.email,
    subject,
    text: [subject, '', `Unsubscribe: ${pageUrl}`].join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
