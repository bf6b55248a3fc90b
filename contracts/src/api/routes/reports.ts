import {
  attendanceReportAnswer,
  dashboardAnswer,
  dashboardQuerySchema,
  REPORT_CELLS_MAX,
  reportQuerySchema,
} from '../../reports';
import { setupProgressAnswer } from '../../setup-progress';
import { reportEndpoints } from '../endpoints/reports';
import { defineRoutes } from '../route';
import { examples } from './reports-examples';

const cellsMax = REPORT_CELLS_MAX.toLocaleString('en-US');

const reportDescription =
  'Every filter is optional: the semester is the one named, else the named subject’s, else the one holding the ' +
  'institute’s today (else the latest begun, else the next); the range defaults to the semester and is cut to it ' +
  '(a range wholly outside it is an empty report). Everything is read in one snapshot, so the columns, the students ' +
  `and their marks agree. With \`format=csv\` the rows are streamed as they are read (any size); JSON and PDF take ` +
  `at most ${cellsMax} cells (students × lecture periods). A download is saved under the name its ` +
  '`Content-Disposition` gives.';

const reportAnswer = {
  description: 'The report as JSON; with `format=csv` or `format=pdf`, the file instead',
  schema: attendanceReportAnswer,
  example: { success: true as const, ...examples.attendanceReport },
  headers: ['Content-Disposition'],
  downloads: ['text/csv', 'application/pdf'],
} as const;

const reportRefusals = {
  400: `Invalid input (the messages say what to fix), a subject not in the chosen semester, or, as JSON or PDF, a table of more than ${cellsMax} cells (CSV takes any size)`,
  404: 'The semester, class, subject or student asked for is not found (also one of another institute), or the institute has no semester yet',
} as const;

export const reportRoutes = defineRoutes(reportEndpoints, {
  dashboard: {
    summary:
      'The institute at a glance on a day (today unless asked): its registers, trends, summaries and the students below the threshold',
    description:
      'Read from the daily rollups. On a day no semester holds, the day’s figures and trends are given and the ' +
      'semester’s (classes, subjects, students below the threshold) are empty. At most 100 students below the ' +
      'threshold are listed, the lowest first; `count` counts them all.',
    tag: 'Dashboard and reports',
    access: 'admin',
    permission: 'view_reports',
    query: dashboardQuerySchema,
    answers: {
      200: {
        description: 'The dashboard of the day',
        schema: dashboardAnswer,
        example: { success: true, ...examples.dashboard },
      },
    },
  },
  setupProgress: {
    summary: 'How far the institute is set up: each step of the first-run checklist, done or to do, with its count',
    description:
      'The steps in order: `years` (semesters), `classes`, `teachers`, `subjects`, `students` (archived classes, ' +
      'subjects and students left out), `timetable` (weekly lectures) and `settings` (1 once an admin has saved the ' +
      'settings, or the time zone is another than the default). A step is done once its count is above 0.',
    tag: 'Dashboard and reports',
    access: 'admin',
    answers: {
      200: {
        description: 'The steps of the checklist',
        schema: setupProgressAnswer,
        example: { success: true, ...examples.setupProgress },
      },
    },
  },
  adminAttendanceReport: {
    summary:
      'Attendance of a class, a subject or a student over a range, per student and lecture: JSON, or a CSV or PDF download',
    description: reportDescription,
    tag: 'Dashboard and reports',
    access: 'admin',
    permission: 'view_reports',
    downloadPermission: 'export_reports',
    query: reportQuerySchema,
    answers: { 200: reportAnswer },
    refusals: {
      ...reportRefusals,
      403: 'Refused: another role, no View reports, a download without Export reports, or a temporary password that must be changed first',
    },
  },
  teacherAttendanceReport: {
    summary: 'The same report of the teacher’s own subjects (every subject with View reports)',
    description:
      `${reportDescription}\n\nA teacher reads the subjects they teach, and every subject once they hold ` +
      '`view_reports`. They download their own subjects freely; a download that takes in a subject they do not ' +
      'teach needs `export_reports`.',
    tag: 'Dashboard and reports',
    access: 'teacher',
    query: reportQuerySchema,
    answers: { 200: reportAnswer },
    refusals: {
      ...reportRefusals,
      403: 'Refused: another role; a subject the teacher does not teach (without View reports); a download taking in a subject they do not teach, without Export reports; or a temporary password that must be changed first',
    },
  },
});
