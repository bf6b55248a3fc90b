import type { OutgoingMail } from '../mail/outbox';
import { eveningAbsenceMail } from './evening-absence-mail';
import { alertMail } from './alert-mail';
import type { ComposedDay } from './compose-day';
import type { DailySummary, MailLinks, MailRecipient, StreakAlert } from './daily-summary';
import { absenceAlertRecipients, addressee, type ChoosingRecipient, type StudentRecipients } from './recipients-store';
import { streakMail } from './streak-mail';
import { summaryMail } from './summary-mail';

/**
 * Every mail of the day, each to those who have its kind on: each student's own summary, and one summary per parent
 * covering all their children marked that day; each low-attendance alert; each consecutive-absence alert; and, when
 * the institute tells absences only in the evening, the day's absences to those who do not get the summary (turned
 * off for themselves, or for the whole institute).
 */
export function dayMails(
  day: ComposedDay & { streaks: StreakAlert[] },
  recipients: StudentRecipients[],
  links: MailLinks,
  { absenceAlertsToStudents, dailySummaries }: { absenceAlertsToStudents: boolean; dailySummaries: boolean },
): OutgoingMail[] {
  const recipientsOf = new Map(recipients.map((entry) => [entry.studentId, entry.recipients]));
  const choosing = (studentId: string) => recipientsOf.get(studentId) ?? [];
  const toWhom = (studentId: string, wants: (recipient: ChoosingRecipient) => boolean) =>
    choosing(studentId).filter(wants).map(addressee);
  const absenceRecipients = (studentId: string, wants: (recipient: ChoosingRecipient) => boolean = () => true) =>
    absenceAlertRecipients(choosing(studentId).filter(wants), { toStudents: absenceAlertsToStudents });

  const families = new Map<string, { parent: MailRecipient; summaries: DailySummary[] }>();
  const ownSummaries: OutgoingMail[] = [];
  for (const summary of day.summaries) {
    for (const recipient of toWhom(summary.student.id, (one) => one.dailySummary)) {
      if (recipient.relation === 'student') ownSummaries.push(summaryMail([summary], recipient, links));
      else {
        const family = families.get(recipient.userId) ?? { parent: recipient, summaries: [] };
        family.summaries.push(summary);
        families.set(recipient.userId, family);
      }
    }
  }
  const byName = (a: DailySummary, b: DailySummary) =>
    a.student.name.localeCompare(b.student.name) || a.student.id.localeCompare(b.student.id);
  return [
    ...ownSummaries,
    ...[...families.values()].map(({ parent, summaries }) => summaryMail(summaries.sort(byName), parent, links)),
    ...day.alerts.flatMap((alert) =>
      toWhom(alert.student.id, (recipient) => recipient.lowAttendanceAlerts).map((recipient) =>
        alertMail(alert, recipient, links),
      ),
    ),
    ...day.streaks.flatMap((streak) =>
      absenceRecipients(streak.student.id).map((recipient) => streakMail(streak, recipient, links)),
    ),
    ...day.absences.flatMap((absences) =>
      absenceRecipients(absences.student.id, (recipient) => !(dailySummaries && recipient.dailySummary)).map((recipient) =>
        eveningAbsenceMail(absences, recipient, links),
      ),
    ),
  ];
}
