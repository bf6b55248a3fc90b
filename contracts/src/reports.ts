import { z } from 'zod';
import { formatDay, isoDate, withDayRange } from './calendar';
import { successAnswerOf } from './errors';
import { uuid } from './fields';
import { messages } from './messages';
import { percentage } from './percentage';
import { type AttendanceCount, attendanceCountSchema, portalSemesterSchema, portalTexts } from './portal';

// Reports: the attendance of a class, a subject or a student over a date range, on screen and as CSV and PDF.

export const reportFormats = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportMessages = {
  validFormat: 'Please choose json, csv or pdf',
  /** A table this large is read as CSV, not on a screen or on paper. */
  tooLarge: (students: number, columns: number) =>
    `This report has ${students.toLocaleString('en-IN')} students and ${columns.toLocaleString('en-IN')} lecture periods: too large to show or print. Choose a class, a subject or a shorter range, or download it as CSV.`,
  noExport: 'You do not have permission to download reports',
  subjectNotInSemester: 'This subject is not in the chosen semester',
} as const;

/**
 * GET /admin/reports/attendance and GET /teacher/reports/attendance. Every filter is optional: the semester is
 * the one holding the institute's today unless one is named (else the latest begun, else the next), and the range
 * defaults to the whole semester and is cut to it.
 */
export const reportQuerySchema = withDayRange(
  z.object({
    semesterId: uuid(messages.selectSemester)
      .optional()
      .describe('The semester; else the one holding the institute’s today (else the latest begun, else the next)'),
    classId: uuid(messages.selectClass).optional().describe('Only the students and lectures of this class'),
    subjectId: uuid(messages.selectSubject).optional().describe('Only this subject’s lectures and students'),
    studentId: uuid(messages.selectStudent).optional().describe('Only this student'),
    from: isoDate().optional().describe('The first day (YYYY-MM-DD); the semester’s first unless given'),
    to: isoDate().optional().describe('The last day (YYYY-MM-DD); the semester’s last unless given'),
    format: z
      .enum(reportFormats, { error: reportMessages.validFormat })
      .default('json')
      .describe('json answers on screen; csv and pdf answer a file to save'),
  }),
);
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** More cells than this (students × lecture periods) are refused as JSON and PDF; CSV streams any size. */
export const REPORT_CELLS_MAX = 100_000;

/**
 * One column of the register: a day and a period. The lectures held then in the report's subjects are named by
 * their codes; students of different classes, or of parallel electives, are in different lectures of one column.
 */
export const reportColumnSchema = z
  .object({
    heldOn: z.string(),
    period: z.number().int(),
    /** The codes of the subjects with a lecture in this period, by code. */
    subjects: z.array(z.string()),
  })
  .meta({ id: 'ReportColumn', description: 'A column of the register: a day and a period, with the subjects lectured then.' });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/**
 * A student's mark in one column: 'P' or 'A', '' when they had no counted mark then (not enrolled, or not marked),
 * and, should two of their lectures share a period, both marks in subject code order joined by '/'.
 */
export const reportCellSchema = z.string().regex(/^([PA](\/[PA])*)?$/);

/** Present of total counted marks (current marks of lectures held while enrolled), the portal's count: percentage to one decimal. */
export const reportCountSchema = attendanceCountSchema;
export type ReportCount = AttendanceCount;

export const reportRowSchema = reportCountSchema
  .extend({
    studentId: z.uuid(),
    rollNumber: z.string(),
    name: z.string(),
    /** The class of the student on the range's last day, else the last one they were in before it. */
    className: z.string().nullable(),
    /** One cell per column, in the columns' order. */
    marks: z.array(reportCellSchema),
    /** One per cell: the codes of the subjects of its marks, in the marks' order; none for a blank cell. */
    markSubjects: z.array(z.array(z.string())),
  })
  .meta({ id: 'ReportRow', description: 'A student of the report: their mark in each column, and their count over the range.' });
export type ReportRow = z.infer<typeof reportRowSchema>;

/** What the report is of, each filter named as a person reads it; null where it was not filtered by. */
export const reportFilterSchema = z
  .object({
    semester: portalSemesterSchema,
    class: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    subject: z.object({ id: z.uuid(), name: z.string(), code: z.string(), className: z.string() }).nullable(),
    student: z.object({ id: z.uuid(), name: z.string(), rollNumber: z.string() }).nullable(),
    from: z.string(),
    to: z.string(),
  })
  .meta({
    id: 'ReportFilter',
    description: 'What a report is of: its semester, the class, subject and student chosen, and its days.',
  });
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const attendanceReportSchema = z
  .object({
    institute: z.object({ name: z.string() }),
    filter: reportFilterSchema,
    /** The institute's threshold, in percent. */
    threshold: z.number(),
    /** The institute's today: the day of issue. */
    issuedOn: z.string(),
    /** Oldest first, then by period. */
    columns: z.array(reportColumnSchema),
    /** Every student enrolled in one of the report's subjects on a day of the range, by class name then roll number. */
    rows: z.array(reportRowSchema),
    /** All the rows together. */
    totals: reportCountSchema,
    /** The registers taken in the range: lectures held in the report's subjects, parallel ones of a column each counted. */
    lectures: z.number().int(),
  })
  .meta({ id: 'AttendanceReport', description: 'An attendance register of students by lecture over a range of days.' });
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const attendanceReportAnswer = successAnswerOf(attendanceReportSchema.shape).meta({
  id: 'AttendanceReportAnswer',
  description: 'An attendance report, as the office and a teacher read it on screen.',
});
export type AttendanceReportResponse = z.infer<typeof attendanceReportAnswer>;

/** A column's heading, the same on screen, in the CSV and in the PDF: '2026-07-01 P1 MATH'. */
export const reportColumnLabel = (column: ReportColumn) =>
  [column.heldOn, `P${column.period}`, column.subjects.join('/')].filter(Boolean).join(' ');

/**
 * A cell as the screen, the CSV and the PDF write it: the mark alone when its column had one subject, else each
 * mark followed by its subject's code ('P ART1', 'A ART1/P MUS1').
 */
export function reportCellText(column: ReportColumn, mark: string, codes: readonly string[]): string {
  if (!mark || column.subjects.length < 2) return mark;
  return mark
    .split('/')
    .map((part, index) => [part, codes[index]].filter(Boolean).join(' '))
    .join('/');
}

/** The report's filter in one line, as the screen's caption and the PDF's header state it. */
export function reportFilterLine(filter: ReportFilter): string {
  const parts = [filter.semester.name];
  if (filter.class) parts.push(filter.class.name);
  if (filter.subject) parts.push(`${filter.subject.name} (${filter.subject.code}), ${filter.subject.className}`);
  if (filter.student) parts.push(`${filter.student.rollNumber} ${filter.student.name}`);
  parts.push(`${filter.from} to ${filter.to}`);
  return parts.join(' · ');
}

/** The fixed headings of the CSV and the PDF, around the columns of the lectures. */
export const reportHeadings = {
  rollNumber: 'Roll number',
  name: 'Name',
  present: 'Present',
  total: 'Total',
  percentage: 'Percentage',
} as const;

// The dashboard: the institute at a glance.

export const dashboardQuerySchema = z.object({
  date: isoDate().optional().describe('The day to show (YYYY-MM-DD); the institute’s today unless given'),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** One point of a trend: the current marks given in lectures held in the period (a day, a week, a month). */
export const trendPointSchema = reportCountSchema
  .extend({
    /** The day, or the first day of the week (Monday) or of the month. */
    date: z.string(),
  })
  .meta({ id: 'TrendPoint', description: 'The marks of the lectures held in a day, a week or a month.' });
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** A timetable slot of the day whose register was not taken. */
export const notTakenSchema = z
  .object({
    slotId: z.uuid(),
    period: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    classId: z.uuid(),
    className: z.string(),
    subjectId: z.uuid(),
    subjectName: z.string(),
    subjectCode: z.string(),
    teacherId: z.uuid(),
    teacherName: z.string(),
  })
  .meta({ id: 'NotTaken', description: 'A timetable slot of the day whose register was not taken.' });
export type NotTaken = z.infer<typeof notTakenSchema>;

export const classSummarySchema = reportCountSchema
  .extend({ classId: z.uuid(), name: z.string() })
  .meta({ id: 'ClassSummary', description: 'A class’s marks in the semester up to the day.' });
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const subjectSummarySchema = reportCountSchema
  .extend({
    subjectId: z.uuid(),
    name: z.string(),
    code: z.string(),
    className: z.string(),
  })
  .meta({ id: 'SubjectSummary', description: 'A subject’s marks in the semester up to the day, of its enrolled students.' });
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;

/** A student below the threshold in at least one subject of the semester. */
export const studentBelowSchema = z
  .object({
    studentId: z.uuid(),
    name: z.string(),
    rollNumber: z.string(),
    className: z.string().nullable(),
    /** Over all their subjects of the semester. */
    percentage: z.number().nullable(),
    subjectsBelow: z.number().int(),
    /** The subject they stand lowest in. */
    lowest: z.object({ subjectId: z.uuid(), name: z.string(), code: z.string(), percentage: z.number() }),
  })
  .meta({ id: 'StudentBelow', description: 'A student below the threshold in at least one subject of the semester.' });
export type StudentBelow = z.infer<typeof studentBelowSchema>;

/** The most students below the threshold the dashboard lists, the lowest first; `count` counts them all. */
export const BELOW_THRESHOLD_LISTED = 100;
/** The most classes the dashboard lists, the lowest first; `counts.classes` counts them all. */
export const DASHBOARD_CLASSES_LISTED = 20;
/** The most subjects the dashboard lists, the lowest first; `counts.subjects` counts them all. */
export const DASHBOARD_SUBJECTS_LISTED = 20;
/** The most registers not taken the dashboard lists, the earliest first; `counts.notTaken` counts them all. */
export const NOT_TAKEN_LISTED = 50;

export const dashboardSchema = z
  .object({
    /** The day shown: the institute's today unless asked. */
    date: z.string(),
    timeZone: z.string().describe('The institute’s IANA time zone: its lecture times and “today” are on this clock.'),
    threshold: z.number(),
    /** The semester holding the day; null when the day is in none (then the semester's figures are empty). */
    semester: portalSemesterSchema.nullable(),
    today: z.object({
      /** Timetable slots of the day in the semester's subjects. */
      scheduled: z.number().int(),
      /** Lectures held that day, the extra ones (not on the timetable) included. */
      taken: z.number().int(),
      extra: z.number().int(),
      present: z.number().int(),
      absent: z.number().int(),
    }),
    notTaken: z
      .array(notTakenSchema)
      .describe(`The day’s first ${NOT_TAKEN_LISTED} registers not taken, by period then class name: the overdue ones first`),
    trend: z.object({
      /** The 30 days up to the day, oldest first; days with no marks have a null percentage. */
      daily: z.array(trendPointSchema),
      /** The 12 weeks up to the day's week, Monday first. */
      weekly: z.array(trendPointSchema),
      /** The semester's months up to the day's month. */
      monthly: z.array(trendPointSchema),
    }),
    classes: z
      .array(classSummarySchema)
      .describe(
        `The semester up to the day: the ${DASHBOARD_CLASSES_LISTED} lowest classes by percentage, those with no marks last, ties by class name`,
      ),
    subjects: z
      .array(subjectSummarySchema)
      .describe(
        `The semester so far (enrolled students only): the ${DASHBOARD_SUBJECTS_LISTED} lowest subjects by percentage, those with no marks last, ties by class name then subject name`,
      ),
    counts: z
      .object({
        classes: z.number().int().describe('Every class with a subject in the semester; `classes` lists the lowest'),
        subjects: z.number().int().describe('Every subject of the semester still in use; `subjects` lists the lowest'),
        notTaken: z.number().int().describe('Every register of the day not taken; `notTaken` lists the earliest'),
      })
      .describe('How many there are in all of what `classes`, `subjects` and `notTaken` list the first of'),
    belowThreshold: z.object({ count: z.number().int(), students: z.array(studentBelowSchema) }),
  })
  .meta({ id: 'Dashboard', description: 'The institute at a glance on a day.' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardAnswer = successAnswerOf(dashboardSchema.shape);
export type DashboardResponse = z.infer<typeof dashboardAnswer>;

/** Present of present and absent together, in percent to one decimal; null with no marks. */
export const presentPercentage = (present: number, absent: number) => percentage(present, present + absent);

/** What the PDF of a report says beyond the report's own headings and filter line. */
export const reportPdfTexts = {
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  issuedOn: (day: string) => `Issued on ${formatDay(day)}`,
  /** Names the lecture periods of one table when they do not all fit across one page. */
  periods: (first: number, last: number, count: number) => `Lecture periods ${first}–${last} of ${count}`,
  noPeriods: 'No lecture periods in this range',
  allStudents: 'All students',
  legend: (threshold: number) =>
    `P present · A absent (bold, shaded) · blank: no counted mark · a percentage in bold is below the threshold of ${portalTexts.percent(threshold)}`,
} as const;
