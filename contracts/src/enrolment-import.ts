import { z } from 'zod';
import { NAME_MAX } from './academic-setup';
import { isoDate } from './calendar';
import { successAnswerOf } from './errors';
import { requiredText, uuid } from './fields';
import { messages } from './messages';
import { importQuerySchema, ROLL_NUMBER_MAX } from './people';
import { portalSemesterSchema } from './portal';

/** `from`, when given, is a YYYY-MM-DD day; empty, it is left to the import (null). */
const fromDay = z
  .string()
  .trim()
  .optional()
  .default('')
  .transform((value, context) => {
    if (!value) return null;
    const day = isoDate().safeParse(value);
    if (day.success) return day.data;
    for (const issue of day.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** One line of an enrolment import: a student by roll number, their class, and a subject of it by code (or name). */
export const enrolmentImportRowSchema = z.object({
  rollNumber: requiredText(messages.rollNumberRequired, 'Roll number', ROLL_NUMBER_MAX),
  class: requiredText(messages.selectClass, 'Class', NAME_MAX),
  subjectCode: requiredText(messages.selectSubject, 'Subject', NAME_MAX),
  from: fromDay,
});
export type EnrolmentImportRow = z.output<typeof enrolmentImportRowSchema>;

/** The import's query, and the semester whose subjects the file names: the current one unless `semesterId` says. */
export const enrolmentImportQuerySchema = importQuerySchema.extend({
  semesterId: uuid(messages.selectSemester).optional(),
});

export const enrolmentImportRowAnswerSchema = z
  .object({
    line: z.number().int().describe('The line of the file the row starts on; the header is line 1.'),
    rollNumber: z.string(),
    studentName: z.string().nullable().describe('Null when no student has this roll number.'),
    className: z.string(),
    subjectCode: z.string().describe('As the file names the subject: its code, or its name.'),
    subjectName: z.string().nullable().describe('Null when the class has no such subject in the semester.'),
    enrolledOn: z
      .string()
      .nullable()
      .describe(
        "The first day enrolled: the line's `from`, else the later of the institute's today and the semester's first day.",
      ),
  })
  .meta({ id: 'EnrolmentImportRow', description: 'One line of an enrolment import as it was read, before anything is saved.' });
export type EnrolmentImportRowAnswer = z.infer<typeof enrolmentImportRowAnswerSchema>;

export const enrolmentImportPreviewAnswer = successAnswerOf({
  semester: portalSemesterSchema.describe('The semester whose subjects the lines name.'),
  rows: z.array(enrolmentImportRowAnswerSchema),
  errors: z.array(z.string()).describe('One per problem ("Line 7: …"), by line; the import would be refused with these.'),
});
export type EnrolmentImportPreviewResponse = z.infer<typeof enrolmentImportPreviewAnswer>;

/** What an enrolment import says of a line it cannot take, in the product's words. */
export const enrolmentImportMessages = {
  noSemester: 'There is no semester to enrol in: add one under Years & semesters first',
  studentUnknown: (rollNumber: string) => `No student has roll number ${rollNumber}`,
  subjectUnknown: (subject: string, className: string, semester: string) =>
    `Class "${className}" has no subject "${subject}" in ${semester}`,
  subjectAmbiguous: (subject: string, className: string) =>
    `More than one subject of class "${className}" is named "${subject}": use its code`,
  alreadyEnrolled: (student: string, subject: string) => `${student} is already enrolled in ${subject}`,
  enrolmentAlsoOnLine: (line: number) => `This student and subject are also on line ${line}`,
} as const;
