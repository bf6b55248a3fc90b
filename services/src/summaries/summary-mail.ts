import type { OutgoingMail } from '../mail/outbox';
import { attendanceMail } from './attendance-mail';
import { attendanceMailTexts as texts } from './attendance-mail-texts';
import type { DailySummary, MailLinks, MailRecipient, SummarySubject } from './daily-summary';
import { dataTable, notice, sectionHeading } from './mail-layout';

/** Inbox subjects stay within what a list shows; the warning suffix is left off when it would not fit. */
const INBOX_SUBJECT_LENGTH = 78;

/** One mail per recipient per student and day: the student's own key, and one of each parent's. */
export function summaryKey(summary: DailySummary, recipient: MailRecipient): string {
  const key = `summary:${summary.student.id}:${summary.date}`;
  return recipient.relation === 'student' ? key : `${key}:parent:${recipient.userId}`;
}

/** The subjects below the threshold, each with what it takes to recover. */
export function summaryWarnings(summary: DailySummary): string[] {
  return summary.subjects.filter((subject) => subject.below).map((subject) => texts.recovery(subject, summary.threshold));
}

/** The inbox subject: whose day, how many of its lectures attended, the day; and how many subjects are below, when it fits. */
export function summarySubject(summary: DailySummary, recipient: MailRecipient): string {
  const present = summary.lectures.filter((lecture) => lecture.status === 'present').length;
  const base = texts.summary.inboxSubject(
    recipient.relation,
    summary.student.name,
    present,
    summary.lectures.length,
    summary.date,
  );
  const below = summary.subjects.filter((subject) => subject.below).length;
  const withWarning = below ? base + texts.summary.belowSuffix(below, summary.threshold) : base;
  return withWarning.length <= INBOX_SUBJECT_LENGTH ? withWarning : base;
}

const subjectLabel = (subject: Pick<SummarySubject, 'name' | 'code'>) => `${subject.name} (${subject.code})`;

/** The evening summary of one student's day, for the student or one of their parents. */
export function summaryMail(summary: DailySummary, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const lectures = [...summary.lectures]
    .sort((a, b) => a.period - b.period || a.subjectName.localeCompare(b.subjectName))
    .map((lecture) => [
      texts.summary.period(lecture.period),
      subjectLabel({ name: lecture.subjectName, code: lecture.subjectCode }),
      texts.status(lecture.status),
    ]);
  const { overall } = summary;
  const standings = [
    ...summary.subjects.map((subject) => [
      subjectLabel(subject),
      texts.attended(subject.present, subject.total),
      texts.percentage(subject.percentage),
    ]),
    [texts.summary.overall, texts.attended(overall.present, overall.total), texts.percentage(overall.percentage)],
  ];
  const warnings = summaryWarnings(summary);
  const belowHeading = texts.summary.belowHeading(summary.threshold);
  return attendanceMail(
    {
      idempotencyKey: summaryKey(summary, recipient),
      recipient,
      kind: 'dailySummary',
      about: summary,
      title: texts.summary.title(recipient.relation, summary.student.name),
      opening: texts.summary.opening(recipient.relation, summary.student.name, summary.institute.name, texts.day(summary.date)),
      subject: summarySubject(summary, recipient),
      content: {
        text: [
          texts.summary.todaysLectures,
          ...lectures.map(([period, name, status]) => `- ${period} · ${name}: ${status}`),
          '',
          texts.summary.semester,
          ...standings.map(([name, attended, percentage]) => `- ${name}: ${attended}, ${percentage}`),
          ...(warnings.length ? ['', belowHeading, ...warnings.map((warning) => `- ${warning}`)] : []),
        ],
        html: [
          sectionHeading(texts.summary.todaysLectures),
          dataTable([texts.summary.periodHeading, texts.summary.subject, texts.summary.mark], lectures, {
            standsOut: (cell, column) => column === 2 && cell === texts.status('absent'),
          }),
          sectionHeading(texts.summary.semester),
          dataTable([texts.summary.subject, texts.summary.attendedHeading, texts.summary.percentageHeading], standings, {
            totalRow: true,
          }),
          ...(warnings.length ? [notice(belowHeading, warnings)] : []),
        ],
      },
    },
    links,
  );
}
