import type { MailRecipient } from '../summaries/daily-summary';

/**
 * One absence mail per student, day and recipient, whichever sends it (the same-morning alert or the evening run's
 * evening-only mail): nobody hears of one day's absence twice.
 */
export const absenceKey = (studentId: string, date: string, recipient: MailRecipient) =>
  `absence:${studentId}:${date}:${recipient.userId}`;

/** One correction mail per student, day and recipient. */
export const absenceCorrectedKey = (studentId: string, date: string, recipient: MailRecipient) =>
  `absence-corrected:${studentId}:${date}:${recipient.userId}`;
