import { z } from 'zod';
import { namedRefSchema } from './academic-setup';
import { isoDate } from './calendar';
import { successAnswerOf } from './errors';
import { requiredText, TEXT_MAX, uuid, wholeNumber } from './fields';
import { messages } from './messages';
import { eligibilityFigures, type EligibilityStatus, eligibilityStatuses } from './eligibility-standing';
import { portalSemesterSchema } from './portal';
import { strictObject } from './strict';

export const CONDONED_LECTURES_MAX = 100;
export const CONDONATION_REFERENCE_MAX = 100;
/** The most condonations listed when neither a student nor a subject narrows the list. */
export const CONDONATIONS_LISTED_MAX = 500;

export const eligibilityMessages = {
  validFloor: 'Condonation floor must be a percentage from 0 to 100',
  floorAboveThreshold: 'The condonation floor must not be above the attendance threshold',
  chooseStatus: 'Please choose eligible, condonable or short',
  validLectures: `Lectures must be a whole number from 1 to ${CONDONED_LECTURES_MAX}`,
  reasonRequired: 'Please write the reason',
  referenceBlank: 'Please write the reference, or leave it out',
  notEnrolled: 'This student was never enrolled in this subject',
  condonationNotFound: 'Condonation not found',
  withdrawnAlready: 'This condonation is already withdrawn',
} as const;

export const eligibilitySubjectSchema = z
  .object({
    subjectId: z.uuid(),
    code: z.string(),
    name: z.string(),
    present: z.number().int(),
    total: z.number().int(),
    percentage: z
      .number()
      .nullable()
      .describe('(present + condoned) ÷ total, in percent to one decimal; null before any lecture.'),
    lecturesLeft: z
      .number()
      .int()
      .describe('Lectures the calendar and timetable still hold for the student in it after `asOf`, to the semester’s end.'),
    ...eligibilityFigures,
  })
  .meta({ id: 'EligibilitySubject', description: 'A student’s standing in one subject, as of a day.' });
export type EligibilitySubject = z.infer<typeof eligibilitySubjectSchema>;

export const eligibilityStudentSchema = z
  .object({
    studentId: z.uuid(),
    name: z.string(),
    rollNumber: z.string(),
    className: z.string().nullable(),
    subjects: z.array(eligibilitySubjectSchema).describe('By subject code.'),
  })
  .meta({ id: 'EligibilityStudent', description: 'A student of the list with each subject of the semester.' });
export type EligibilityStudent = z.infer<typeof eligibilityStudentSchema>;

/** GET /admin/eligibility (and its CSV and PDF): a semester, the current one by default, as of a day. */
export const eligibilityQuerySchema = z.object({
  semesterId: uuid(messages.selectSemester).optional(),
  classId: uuid(messages.selectClass).optional(),
  asOf: isoDate().optional().describe('The day the figures are read as of: the institute’s today by default.'),
  status: z
    .enum(eligibilityStatuses, { error: eligibilityMessages.chooseStatus })
    .optional()
    .describe('Only the students with at least one subject of this status.'),
});
export type EligibilityQuery = z.input<typeof eligibilityQuerySchema>;

export const eligibilityAnswer = successAnswerOf({
  threshold: z.number().describe('The institute’s threshold, in percent.'),
  condonationFloor: z.number().describe('The institute’s condonation floor, in percent.'),
  asOf: z.string(),
  semester: portalSemesterSchema,
  students: z.array(eligibilityStudentSchema).describe('By class, then roll number.'),
}).meta({ id: 'EligibilityList', description: 'Who may sit the exams, subject by subject, as of a day.' });
export type EligibilityResponse = z.infer<typeof eligibilityAnswer>;

export const condonationSchema = z
  .object({
    id: z.uuid(),
    studentId: z.uuid(),
    subjectId: z.uuid(),
    lectures: z.number().int(),
    reason: z.string(),
    reference: z.string().nullable().describe('A certificate or letter number, where there is one.'),
    grantedBy: namedRefSchema.nullable().describe('Null once that user was removed.'),
    grantedAt: z.string(),
    withdrawnBy: namedRefSchema.nullable(),
    withdrawnAt: z.string().nullable().describe('Null while it counts; a withdrawal stays in the history.'),
  })
  .meta({ id: 'Condonation', description: 'Lectures of a subject counted as attended, for eligibility only; never a mark.' });
export type Condonation = z.infer<typeof condonationSchema>;

export const condonationInputSchema = strictObject({
  studentId: uuid(messages.selectStudent),
  subjectId: uuid(messages.selectSubject),
  lectures: wholeNumber(1, CONDONED_LECTURES_MAX, eligibilityMessages.validLectures),
  reason: requiredText(eligibilityMessages.reasonRequired, 'Reason', TEXT_MAX),
  reference: requiredText(eligibilityMessages.referenceBlank, 'Reference', CONDONATION_REFERENCE_MAX).nullable().optional(),
});
export type CondonationInput = z.input<typeof condonationInputSchema>;

export const condonationQuerySchema = z.object({
  studentId: uuid(messages.selectStudent).optional(),
  subjectId: uuid(messages.selectSubject).optional(),
});

export const condonationAnswer = successAnswerOf({ condonation: condonationSchema });
export const condonationListAnswer = successAnswerOf({
  condonations: z.array(condonationSchema).describe('Newest first, withdrawn ones included.'),
});
export type CondonationListResponse = z.infer<typeof condonationListAnswer>;

/** What the screens and the exam cell's files say of eligibility. */
export const eligibilityTexts = {
  status: { eligible: 'Eligible', condonable: 'Needs condonation', short: 'Short' } satisfies Record<EligibilityStatus, string>,
  canMiss: (count: number) => `You can miss ${count === 1 ? '1 more lecture' : `${count} more lectures`}`,
  attendAll: (count: number, threshold: string) =>
    `Attend all ${count === 1 ? '1 remaining lecture' : `${count} remaining lectures`} to reach ${threshold}`,
  maxReachable: (percent: string) => `At most ${percent} by the end of the semester`,
} as const;
