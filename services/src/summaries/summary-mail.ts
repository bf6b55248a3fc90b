import type { OutgoingMail } from '../mail/outbox';
import { attendanceMail, studentHeading } from './attendance-mail';
import { type AttendanceMailTexts, attendanceMailTexts } from './attendance-mail-texts';
import type { DailySummary, MailLinks, MailRecipient, SummarySubject } from './daily-summary';
import { dataTable, notice, sectionHeading, standOutParagraph } from './mail-layout';

/** Inbox subjects stay within what a list shows; a longer form gives way to a shorter one. */
const INBOX_SUBJECT_LENGTH = 78;

/**
 * One summary per recipient and day: the student's own key for their day, and for a parent one key for the day of
 * all their children in the institute.
 */
export function summaryKey(summary: Pick<DailySummary, 'student' | 'date'>, recipient: MailRecipient): string {
  return recipient.relation === 'student'
    ? `summary:${summary.student.id}:${summary.date}`
    : `summary:family:${recipient.userId}:${summary.date}`;
}

/** The subjects below the threshold, each with what it takes to recover. */
export function summaryWarnings(summary: DailySummary, texts = attendanceMailTexts()): string[] {
  return summary.subjects.filter((subject) => subject.below).map((subject) => texts.recovery(subject, summary.threshold));
}

const presentToday = (summary: DailySummary) => summary.lectures.filter((lecture) => lecture.status === 'present').length;
const belowCount = (summaries: readonly DailySummary[]) =>
  summaries.reduce((sum, summary) => sum + summary.subjects.filter((subject) => subject.below).length, 0);
const fitting = (candidates: string[]) =>
  candidates.find((candidate) => candidate.length <= INBOX_SUBJECT_LENGTH) ?? candidates[candidates.length - 1]!;

/**
 * The inbox subject: whose day, how many of its lectures attended, the day; and how many subjects are below, when it
 * fits. A parent of several children reads each child's count: 'Today at Green Valley: Aarav 4 of 5, Diya 5 of 5'.
 */
export function summarySubject(summaries: readonly DailySummary[], recipient: MailRecipient): string {
  const texts = attendanceMailTexts(recipient.language);
  const first = summaries[0]!;
  const below = belowCount(summaries);
  const withWarning = (base: string) => (below ? [base + texts.summary.belowSuffix(below, first.threshold), base] : [base]);
  if (summaries.length === 1) {
    const base = texts.summary.inboxSubject(
      recipient.relation,
      first.student.name,
      presentToday(first),
      first.lectures.length,
      first.date,
    );
    return fitting(withWarning(base));
  }
  const children = summaries.map((summary) =>
    texts.summary.familyChild(summary.student.name, presentToday(summary), summary.lectures.length),
  );
  return fitting([
    ...withWarning(texts.summary.familyInboxSubject(first.institute.name, children, first.date)),
    texts.summary.familyInboxSubjectShort(children, first.date),
    texts.summary.familyInboxSubjectShortest(summaries.length, first.date),
  ]);
}

const subjectLabel = (subject: Pick<SummarySubject, 'name' | 'code'>) => `${subject.name} (${subject.code})`;

/**
 * One student's part of a summary: the lectures they were absent from (what a parent looks for first), the day's
 * lectures with each mark, the semester's standing and the subjects below the threshold.
 */
function studentSection(
  summary: DailySummary,
  headingLevel: 2 | 3,
  texts: AttendanceMailTexts,
): { text: string[]; html: string[] } {
  const inPeriodOrder = [...summary.lectures].sort((a, b) => a.period - b.period || a.subjectName.localeCompare(b.subjectName));
  const absences = inPeriodOrder.filter((lecture) => lecture.status === 'absent');
  const absentLine = absences.length ? `${texts.summary.absentToday}: ${texts.absentLectures(absences)}` : null;
  const lectures = inPeriodOrder.map((lecture) => [
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
  const warnings = summaryWarnings(summary, texts);
  const belowHeading = texts.summary.belowHeading(summary.threshold);
  return {
    text: [
      ...(absentLine ? [absentLine, ''] : []),
      texts.summary.todaysLectures,
      ...lectures.map(([period, name, status]) => `- ${period} · ${name}: ${status}`),
      '',
      texts.summary.semester,
      ...standings.map(([name, attended, percentage]) => `- ${name}: ${attended}, ${percentage}`),
      ...(warnings.length ? ['', belowHeading, ...warnings.map((warning) => `- ${warning}`)] : []),
    ],
    html: [
      ...(absentLine ? [standOutParagraph(absentLine)] : []),
      sectionHeading(texts.summary.todaysLectures, headingLevel),
      dataTable([texts.summary.periodHeading, texts.summary.subject, texts.summary.mark], lectures, {
        standsOut: (cell, column) => column === 2 && cell === texts.status('absent'),
      }),
      sectionHeading(texts.summary.semester, headingLevel),
      dataTable([texts.summary.subject, texts.summary.attendedHeading, texts.summary.percentageHeading], standings, {
        totalRow: true,
      }),
      ...(warnings.length ? [notice(belowHeading, warnings)] : []),
    ],
  };
}

/**
 * The evening summary of a day: for the student, of their own day; for a parent, of the day of each of their children
 * marked that day at the institute, one section a child (headed with their name, roll number and class) in one mail.
 */
export function summaryMail(summaries: readonly DailySummary[], recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const texts = attendanceMailTexts(recipient.language);
  const first = summaries[0]!;
  const names = summaries.map((summary) => summary.student.name);
  const day = texts.day(first.date);
  const several = summaries.length > 1;
  const sections = summaries.map((summary) => studentSection(summary, several ? 3 : 2, texts));
  return attendanceMail(
    {
      idempotencyKey: summaryKey(first, recipient),
      recipient,
      kind: 'dailySummary',
      about: { institute: first.institute, date: first.date, students: summaries.map((summary) => summary.student) },
      title: several ? texts.summary.familyTitle(names) : texts.summary.title(recipient.relation, first.student.name),
      opening: several
        ? texts.summary.familyOpening(names, first.institute.name, day)
        : texts.summary.opening(recipient.relation, first.student.name, first.institute.name, day),
      subject: summarySubject(summaries, recipient),
      content: several
        ? {
            text: summaries.flatMap((summary, index) => [
              ...(index ? [''] : []),
              `== ${studentHeading(summary.student, texts)}`,
              '',
              ...sections[index]!.text,
            ]),
            html: summaries.flatMap((summary, index) => [
              sectionHeading(studentHeading(summary.student, texts)),
              ...sections[index]!.html,
            ]),
          }
        : sections[0]!,
    },
    links,
  );
}
