import type { OutgoingMail } from '../mail/outbox';
import { attendanceMail } from './attendance-mail';
import { attendanceMailTexts } from './attendance-mail-texts';
import type { MailLinks, MailRecipient, ThresholdAlert } from './daily-summary';
import { button, dataTable, notice, paragraph } from './mail-layout';

/** One alert per recipient per crossing: a student below in a subject, on the day it was found. */
export function alertKey(alert: ThresholdAlert, recipient: MailRecipient): string {
  const key = `alert:${alert.student.id}:${alert.subject.subjectId}:${alert.date}`;
  return recipient.relation === 'student' ? key : `${key}:parent:${recipient.userId}`;
}

/** The inbox subject: whose attendance, in which subject, below what. */
export const alertSubject = (alert: ThresholdAlert, recipient: MailRecipient) =>
  attendanceMailTexts(recipient.language).alert.inboxSubject(
    recipient.relation,
    alert.student.name,
    alert.subject.name,
    alert.threshold,
  );

/** The alert that a subject has turned condonable or short: fallen below the threshold, or then below the floor. */
export function alertMail(alert: ThresholdAlert, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const { student, subject, threshold, turn } = alert;
  const texts = attendanceMailTexts(recipient.language);
  const turnLine = texts.alert.turn(subject.name, turn.percentage, turn.status, threshold, alert.condonationFloor);
  const subjectLabel = `${subject.name} (${subject.code})`;
  const attended = texts.attended(subject.present, subject.total);
  const standing = texts.alert.standing(subject.percentage, threshold);
  const recovery = texts.recovery(subject, threshold);
  const portalUrl = links.portalUrl(recipient);
  const portal = texts.footer.portal(recipient.relation);
  return attendanceMail(
    {
      idempotencyKey: alertKey(alert, recipient),
      recipient,
      kind: 'lowAttendanceAlerts',
      about: { institute: alert.institute, date: alert.date, students: [student] },
      title: texts.alert.title(recipient.relation, student.name, subject.name),
      opening: texts.alert.opening(recipient.relation, student.name, subject.name, alert.institute.name, texts.day(alert.date)),
      subject: alertSubject(alert, recipient),
      content: {
        text: [
          turnLine,
          '',
          `${subjectLabel}: ${attended}`,
          standing,
          '',
          recovery,
          '',
          `${portal}: ${portalUrl}`,
          '',
          texts.alert.once,
        ],
        html: [
          paragraph(turnLine),
          dataTable(
            [texts.summary.subject, texts.summary.attendedHeading, texts.summary.percentageHeading],
            [[subjectLabel, attended, texts.percentage(subject.percentage)]],
          ),
          notice(standing, [recovery]),
          button(portalUrl, portal),
          paragraph(texts.alert.once),
        ],
      },
    },
    links,
  );
}
