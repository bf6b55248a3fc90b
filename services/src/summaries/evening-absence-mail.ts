import { absenceKey } from '../absences/absence-keys';
import type { OutgoingMail } from '../mail/outbox';
import { attendanceMail } from './attendance-mail';
import { attendanceMailTexts } from './attendance-mail-texts';
import type { DayAbsences, MailLinks, MailRecipient } from './daily-summary';
import { button, dataTable } from './mail-layout';

/** The evening's short mail of the lectures a student was absent from that day, to one who does not get the summary. */
export function eveningAbsenceMail(absences: DayAbsences, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const { student, lectures } = absences;
  const texts = attendanceMailTexts(recipient.language);
  const rows = lectures.map((lecture) => [
    texts.summary.period(lecture.period),
    `${lecture.subjectName} (${lecture.subjectCode})`,
    texts.status(lecture.status),
  ]);
  const portalUrl = links.portalUrl(recipient);
  const portal = texts.footer.portal(recipient.relation);
  return attendanceMail(
    {
      idempotencyKey: absenceKey(student.id, absences.date, recipient),
      recipient,
      kind: 'absenceAlerts',
      about: { institute: absences.institute, date: absences.date, students: [student] },
      title: texts.absence.title(recipient.relation, student.name),
      opening: texts.absence.opening(recipient.relation, student.name, absences.institute.name, texts.day(absences.date)),
      subject: texts.absence.inboxSubject(recipient.relation, student.name, lectures.length, absences.date),
      content: {
        text: [...rows.map(([period, name]) => `- ${period} · ${name}`), '', `${portal}: ${portalUrl}`],
        html: [
          dataTable([texts.summary.periodHeading, texts.summary.subject, texts.summary.mark], rows),
          button(portalUrl, portal),
        ],
      },
    },
    links,
  );
}
