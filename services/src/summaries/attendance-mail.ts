import type { MailKind } from '@rollcall/contracts';
import type { OutgoingMail } from '../mail/outbox';
import { attendanceMailTexts } from './attendance-mail-texts';
import type { MailLinks, MailRecipient, SummaryStudent } from './daily-summary';
import { mailFooter } from './mail-footer';
import { mailDocument, paragraph } from './mail-layout';

/** Who a mail or a family mail's section is about: 'Aarav Shah · Roll number R-001 · B.Sc. CS Year 2 - A'. */
export const studentHeading = (student: SummaryStudent, texts = attendanceMailTexts()) =>
  `${student.name} · ${texts.studentLine(student)}`;

export interface AttendanceMailParts {
  idempotencyKey: string;
  recipient: MailRecipient;
  /** The kind the footer's unsubscribe link and the List-Unsubscribe header turn off. */
  kind: MailKind;
  /** Whose day, at which institute (a summary or an alert): one student, or a family's children. */
  about: { institute: { name: string }; date: string; students: readonly SummaryStudent[] };
  /** The heading and the HTML's title. */
  title: string;
  /** The first sentence after the greeting. */
  opening: string;
  /** The inbox subject. */
  subject: string;
  /** What this mail tells, after the opening: plain-text lines, and the same as HTML pieces. */
  content: { text: string[]; html: string[] };
}

/**
 * An attendance mail around its own content: the heading with the institute and the day in words, the greeting, the
 * opening, whom it is about (a mail about several children names each in its own section instead), and the footer;
 * in plain text and in HTML, with the one-click unsubscribe headers.
 */
export function attendanceMail(parts: AttendanceMailParts, links: MailLinks): OutgoingMail {
  const { recipient } = parts;
  const texts = attendanceMailTexts(recipient.language);
  const { students, institute, date } = parts.about;
  const day = texts.day(date);
  const studentLines = students.length === 1 ? students.map((student) => studentHeading(student, texts)) : [];
  const studentNames = students.map((student) => student.name);
  const footer = mailFooter(recipient, { studentNames, instituteName: institute.name }, links, parts.kind);
  const text = [
    parts.title,
    `${institute.name} · ${day}`,
    '',
    texts.hello(recipient.name),
    '',
    parts.opening,
    ...studentLines,
    '',
    ...parts.content.text,
    '',
    ...footer.text,
  ].join('\n');
  const html = mailDocument({
    language: texts.language,
    title: parts.title,
    preheader: parts.subject,
    institute: institute.name,
    dateLine: day,
    body: [
      paragraph(texts.hello(recipient.name)),
      paragraph(parts.opening),
      ...studentLines.map(paragraph),
      ...parts.content.html,
    ].join('\n'),
    footer: footer.html,
  });
  return {
    idempotencyKey: parts.idempotencyKey,
    to: recipient.email,
    subject: parts.subject,
    text,
    html,
    headers: footer.headers,
  };
}
