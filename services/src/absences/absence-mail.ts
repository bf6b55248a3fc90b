import type { OutgoingMail } from '../mail/outbox';
import { attendanceMail } from '../summaries/attendance-mail';
import { attendanceMailTexts } from '../summaries/attendance-mail-texts';
import type { MailLinks, MailRecipient, SummaryStudent } from '../summaries/daily-summary';
import { button, dataTable, paragraph } from '../summaries/mail-layout';
import { absenceCorrectedKey, absenceKey } from './absence-keys';
import { absenceMailTextsIn } from './absence-mail-texts';

/** The lecture an absence mail names, as the family reads it. */
export interface ReportedLecture {
  id: string;
  subjectName: string;
  subjectCode: string;
  period: number;
  className: string;
  /** Who took the register. */
  teacherName: string;
  /** 'HH:MM' in the institute's zone: the slot's start when timetabled, else when the register was saved. */
  time: string;
}

/** A student's first absence of the day, as every recipient of its mail is told. */
export interface AbsenceReport {
  institute: { id: string; name: string };
  /** The institute's local date, 'YYYY-MM-DD'. */
  date: string;
  student: SummaryStudent;
  lecture: ReportedLecture;
  /** 'HH:MM' of the institute's evening summary; null when it sends none. */
  summaryAt: string | null;
}

/**
 * The same-morning mail of a student's first absence: which lecture, who took it, when, and where the rest of the day
 * will be. `getsSummary`: whether this recipient gets the evening summary at all.
 */
export function absenceMail(
  report: AbsenceReport,
  recipient: MailRecipient,
  links: MailLinks,
  getsSummary: boolean,
): OutgoingMail {
  const { student, lecture } = report;
  const t = absenceMailTextsIn(recipient.language).alert;
  const rows: Array<[string, string]> = [
    [t.lectureHeading, t.lecture(lecture.subjectName, lecture.subjectCode)],
    [t.periodHeading, String(lecture.period)],
    [t.timeHeading, lecture.time],
    [t.classHeading, lecture.className],
    [t.takenByHeading, lecture.teacherName],
  ];
  const rest = t.rest(getsSummary ? report.summaryAt : null);
  const portalUrl = links.portalUrl(recipient);
  const portal = attendanceMailTexts(recipient.language).footer.portal(recipient.relation);
  return attendanceMail(
    {
      idempotencyKey: absenceKey(student.id, report.date, recipient),
      recipient,
      kind: 'absenceAlerts',
      about: { ...report, students: [student] },
      title: t.title(recipient.relation, student.name),
      opening: t.opening(recipient.relation, student.name, lecture.subjectName, lecture.period, report.institute.name),
      subject: t.inboxSubject(recipient.relation, student.name, lecture.subjectName, lecture.period),
      content: {
        text: [...rows.map(([heading, value]) => `${heading}: ${value}`), '', rest, '', `${portal}: ${portalUrl}`, '', t.once],
        html: [
          dataTable(
            rows.map(([heading]) => heading),
            [rows.map(([, value]) => value)],
          ),
          paragraph(rest),
          button(portalUrl, portal),
          paragraph(t.once),
        ],
      },
    },
    links,
  );
}

/** The short mail that the lecture an absence mail named has been corrected to Present. */
export function absenceCorrectedMail(report: AbsenceReport, recipient: MailRecipient, links: MailLinks): OutgoingMail {
  const { student, lecture } = report;
  const texts = absenceMailTextsIn(recipient.language);
  const opening = texts.corrected.opening(recipient.relation, student.name, lecture.subjectName, lecture.period);
  return attendanceMail(
    {
      idempotencyKey: absenceCorrectedKey(student.id, report.date, recipient),
      recipient,
      kind: 'absenceAlerts',
      about: { ...report, students: [student] },
      title: texts.corrected.title,
      opening,
      subject: texts.corrected.inboxSubject(recipient.relation, student.name, lecture.subjectName, lecture.period),
      content: { text: [], html: [] },
    },
    links,
  );
}
