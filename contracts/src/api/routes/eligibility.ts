import {
  condonationAnswer,
  condonationInputSchema,
  condonationListAnswer,
  CONDONATIONS_LISTED_MAX,
  condonationQuerySchema,
  eligibilityAnswer,
  eligibilityQuerySchema,
} from '../../eligibility';
import { eligibilityEndpoints } from '../endpoints/eligibility';
import { defineRoutes } from '../route';
import { examples } from './eligibility-examples';

const { condonation, eligibility } = examples;
const { id: _id, grantedBy: _by, grantedAt: _at, withdrawnBy: _wby, withdrawnAt: _wat, ...condonationFields } = condonation;

const listDescription =
  'Each student enrolled in a subject of the semester on `asOf` (the institute’s today by default, cut to the ' +
  'semester), with every subject they were enrolled in: the current marks of lectures held up to `asOf`, the ' +
  'condonations granted by then, and the lectures the calendar and timetable still hold for them after it. ' +
  '`percentage` = (present + condoned) ÷ total; `eligible` at or above the threshold, `condonable` from the ' +
  'condonation floor up to it, `short` below the floor; before any lecture, `eligible`.';

const listRefusals = {
  404: 'The semester or class is not found (also one of another institute), or the institute has no semester yet',
} as const;

const reads = { tag: 'Eligibility', access: 'admin', query: eligibilityQuerySchema, refusals: listRefusals } as const;
const exportsList = { ...reads, permission: 'export_reports' } as const;
const headers = ['Content-Disposition'] as const;

export const eligibilityRoutes = defineRoutes(eligibilityEndpoints, {
  eligibility: {
    summary: 'Who may sit the exams, subject by subject, as of a day',
    description: listDescription,
    ...reads,
    permission: 'view_reports',
    answers: {
      200: {
        description: 'The list, by class and roll number',
        schema: eligibilityAnswer,
        example: { success: true, ...eligibility },
      },
    },
  },
  eligibilityCsv: {
    summary: 'The eligibility list as a CSV file for the exam cell: one row per student and subject',
    description: listDescription,
    ...exportsList,
    answers: {
      200: {
        description: 'The CSV file (UTF-8 with a byte order mark, so spreadsheets read Indic names)',
        mediaType: 'text/csv',
        example:
          'Class,Roll number,Student,Subject code,Subject,Present,Total,Condoned,Percentage,Status,Lectures left,Max reachable,Can miss\r\n' +
          'Grade 8 B,8B-14,Ananya Iyer,MATH8,Mathematics,70,100,3,73.0,Needs condonation,6,74.5,0\r\n',
        headers,
      },
    },
  },
  eligibilityPdf: {
    summary: 'The eligibility list as a PDF for the exam cell, dated, with a SHA-256 of its rows on each page',
    description:
      `${listDescription}\n\nEach page names the institute, the semester, the day the list is as of, the threshold and the ` +
      'floor, and carries the SHA-256 of the list’s rows (the CSV’s rows, without the header), so a printed copy can be ' +
      'checked against the CSV.',
    ...exportsList,
    answers: {
      200: { description: 'The PDF file, A4 landscape', mediaType: 'application/pdf', headers },
    },
  },
  createCondonation: {
    summary: 'Count some lectures of a subject as attended, for eligibility only',
    description:
      'Never a mark: the register and the percentages of reports stay as marked. Condoned lectures lift the ' +
      'eligibility percentage up to the threshold and no further.',
    tag: 'Eligibility',
    access: 'admin',
    permission: 'correct_attendance',
    body: condonationInputSchema,
    bodyExample: condonationFields,
    answers: { 201: { description: 'Granted', schema: condonationAnswer, example: { success: true, condonation } } },
    refusals: {
      404: 'The student or subject is not found (also one of another institute)',
      409: 'The student was never enrolled in the subject',
    },
  },
  listCondonations: {
    summary: 'The condonations of a student (or a subject, or the institute), withdrawn ones included',
    description:
      `Narrowed to a student, a subject or both when given. With neither, the institute’s newest ${CONDONATIONS_LISTED_MAX} ` +
      'only: name a student or subject to see all of theirs.',
    tag: 'Eligibility',
    access: 'admin',
    permission: 'view_reports',
    query: condonationQuerySchema,
    answers: {
      200: {
        description: 'Newest first',
        schema: condonationListAnswer,
        example: { success: true, condonations: [condonation] },
      },
    },
  },
  withdrawCondonation: {
    summary: 'Withdraw a condonation: it no longer counts, and stays in the history',
    tag: 'Eligibility',
    access: 'admin',
    permission: 'correct_attendance',
    answers: {
      200: {
        description: 'Withdrawn',
        schema: condonationAnswer,
        example: {
          success: true,
          condonation: { ...condonation, withdrawnBy: condonation.grantedBy, withdrawnAt: '2026-09-19T05:00:00.000Z' },
        },
      },
    },
    refusals: { 409: 'Already withdrawn' },
  },
});
