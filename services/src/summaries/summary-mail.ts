import type { OutgoingMail } from '../mail/outbox';
import type { DailySummary, MailLinks, MailRecipient } from './daily-summary';

/** One mail per recipient per student and day: the student's own key, and one of each parent's. */
export function summaryKey(summary: DailySummary, recipient: MailRecipient): string {
  const key = `summary:${summary.student.id}:${summary.date}`;
  return recipient.relation === 'student' ? key : `${key}:parent:${recipient.userId}`;
}

/** The evening summary of one student's day, for the student or one of their parents. */
export function summaryMail(summary: DailySummary, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const { pageUrl, oneClickUrl } = links.unsubscribe(recipient, 'dailySummary');
  const text = [
    `Attendance of ${summary.student.name} on ${summary.date}`,
    '',
    ...summary.lectures.map((lecture) => `Period ${lecture.period} · ${lecture.subjectName}: ${lecture.status}`),
    '',
    ...summary.subjects.map((subject) => `${subject.name}: ${subject.percentage ?? '-'}%`),
    '',
    `Unsubscribe: ${pageUrl}`,
  ].join('\n');
  return {
    idempotencyKey: summaryKey(summary, recipient),
    to: recipient.email,
    subject: `Attendance of ${summary.student.name} on ${summary.date}`,
    text,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
