import type { OutgoingMail } from '../mail/outbox';
import { attendanceMailTexts as texts } from './attendance-mail-texts';
import type { MailLinks, MailRecipient, ThresholdAlert } from './daily-summary';
import { mailFooter } from './mail-footer';
import { dataTable, link, mailDocument, notice, paragraph } from './mail-layout';

/** One alert per recipient per crossing: a student below in a subject, on the day it was found. */
export function alertKey(alert: ThresholdAlert, recipient: MailRecipient): string {
  const key = `alert:${alert.student.id}:${alert.subject.subjectId}:${alert.date}`;
  return recipient.relation === 'student' ? key : `${key}:parent:${recipient.userId}`;
}

/** The inbox subject: whose attendance, in which subject, below what. */
export const alertSubject = (alert: ThresholdAlert, recipient: MailRecipient) =>
  texts.alert.inboxSubject(recipient.relation, alert.student.name, alert.subject.name, alert.threshold);

/** The alert that a student's attendance in a subject has fallen below the institute's threshold. */
export function alertMail(alert: ThresholdAlert, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const day = texts.day(alert.date);
  const title = texts.alert.title(recipient.relation, alert.student.name, alert.subject.name);
  const opening = texts.alert.opening(recipient.relation, alert.student.name, alert.subject.name, alert.institute.name, day);
  const studentLine = `${alert.student.name} · ${texts.studentLine(alert.student)}`;
  const subjectLabel = `${alert.subject.name} (${alert.subject.code})`;
  const standing = texts.alert.standing(alert.subject.percentage, alert.threshold);
  const attended = texts.attended(alert.subject.present, alert.subject.total);
  const recovery = texts.recovery(alert.subject, alert.threshold);
  const portalUrl = links.portalUrl(recipient);
  const portal = texts.footer.portal(recipient.relation);
  const footer = mailFooter(
    recipient,
    { studentName: alert.student.name, instituteName: alert.institute.name },
    links,
    'lowAttendanceAlerts',
  );
  const subject = alertSubject(alert, recipient);

  const text = [
    title,
    `${alert.institute.name} · ${day}`,
    '',
    texts.hello(recipient.name),
    '',
    opening,
    studentLine,
    '',
    `${subjectLabel}: ${attended}`,
    standing,
    '',
    recovery,
    '',
    `${portal}: ${portalUrl}`,
    '',
    texts.alert.once,
    '',
    ...footer.text,
  ].join('\n');

  const html = mailDocument({
    title,
    preheader: subject,
    institute: alert.institute.name,
    dateLine: day,
    body: [
      paragraph(texts.hello(recipient.name)),
      paragraph(opening),
      paragraph(studentLine),
      dataTable(
        [texts.summary.subject, texts.summary.attendedHeading, texts.summary.percentageHeading],
        [[subjectLabel, attended, texts.percentage(alert.subject.percentage)]],
      ),
      notice(standing, [recovery]),
      `<p style="font-family:Arial,Helvetica,sans-serif;font-size:16px;margin:0 0 14px;">${link(portalUrl, portal)}</p>`,
      paragraph(texts.alert.once),
    ].join('\n'),
    footer: footer.html,
  });

  return { idempotencyKey: alertKey(alert, recipient), to: recipient.email, subject, text, html, headers: footer.headers };
}
