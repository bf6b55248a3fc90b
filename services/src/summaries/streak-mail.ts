import type { OutgoingMail } from '../mail/outbox';
import { attendanceMail } from './attendance-mail';
import { attendanceMailTexts } from './attendance-mail-texts';
import type { MailLinks, MailRecipient, StreakAlert } from './daily-summary';
import { button, paragraph, standOutParagraph } from './mail-layout';

/** One mail per recipient per run of absences, named by its first day: a run is told once, however long it lasts. */
export const streakKey = (streak: StreakAlert, recipient: MailRecipient) =>
  `consecutive-absence:${streak.student.id}:${streak.since}:${recipient.userId}`;

/** The alert that a student has been absent from every lecture on several school days in a row. */
export function streakMail(streak: StreakAlert, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const { student, days } = streak;
  const texts = attendanceMailTexts(recipient.language);
  const line = texts.streak.line(recipient.relation, student.name, days, streak.since, streak.date);
  const contact = texts.streak.contact(streak.classTeacher);
  const portalUrl = links.portalUrl(recipient);
  const portal = texts.footer.portal(recipient.relation);
  const title = texts.streak.title(recipient.relation, student.name, days);
  return attendanceMail(
    {
      idempotencyKey: streakKey(streak, recipient),
      recipient,
      kind: 'absenceAlerts',
      about: { institute: streak.institute, date: streak.date, students: [student] },
      title,
      opening: line,
      subject: texts.streak.inboxSubject(recipient.relation, student.name, days),
      content: {
        text: [contact, '', `${portal}: ${portalUrl}`, '', texts.streak.once],
        html: [standOutParagraph(contact), button(portalUrl, portal), paragraph(texts.streak.once)],
      },
    },
    links,
  );
}
