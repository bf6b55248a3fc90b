import { z } from 'zod';
import { isoDate } from './calendar';
import { successAnswerOf } from './errors';
import { uuid } from './fields';
import { messages } from './messages';
import { enrollmentSchema } from './people';
import { strictObject } from './strict';

/** The most students one bulk enrolment or drop takes. */
export const ENROLLMENT_BATCH_MAX = 500;

/** What a bulk enrolment or drop answers when its list of students is wrong, and its outcome in words. */
export const enrollmentBatchMessages = {
  chooseStudents: 'Please choose at least one student',
  tooManyStudents: `At most ${ENROLLMENT_BATCH_MAX} students can be chosen at once`,
  studentTwice: 'Each student can be chosen only once',
} as const;

const studentIds = z
  .array(uuid(messages.selectStudent), { error: enrollmentBatchMessages.chooseStudents })
  .min(1, { error: enrollmentBatchMessages.chooseStudents })
  .max(ENROLLMENT_BATCH_MAX, { error: enrollmentBatchMessages.tooManyStudents })
  .refine((list) => new Set(list).size === list.length, enrollmentBatchMessages.studentTwice);

/** POST /admin/enrollments/bulk: students of the subject's class join the elective from one day. */
export const enrollManySchema = strictObject({
  subjectId: uuid(messages.selectSubject),
  studentIds,
  from: isoDate()
    .optional()
    .describe("The first day enrolled; when left out, the institute's today, or the semester's first day if it is later."),
});
export type EnrollManyInput = z.input<typeof enrollManySchema>;

/** POST /admin/enrollments/drop-bulk: students leave a subject from one day; earlier marks stay. */
export const dropManySchema = strictObject({
  subjectId: uuid(messages.selectSubject),
  studentIds,
  from: isoDate().optional().describe("The first day no longer enrolled; the institute's today when left out."),
});
export type DropManyInput = z.input<typeof dropManySchema>;

export const enrollmentRefusalSchema = z
  .object({
    studentId: z.uuid(),
    studentName: z.string().nullable().describe('Null when the institute has no such student.'),
    rollNumber: z.string().nullable(),
    message: z.string().describe('Why this student was left as they were, as the single call would have answered.'),
  })
  .meta({ id: 'EnrollmentRefusal', description: 'A student of a bulk enrolment or drop who was left as they were, and why.' });
export type EnrollmentRefusal = z.infer<typeof enrollmentRefusalSchema>;

export const enrollmentBatchAnswer = successAnswerOf({
  from: z.string().describe('The day used (YYYY-MM-DD): the one asked for, or the default.'),
  enrollments: z.array(enrollmentSchema).describe('The enrolments made (or ended), in the order the students were given.'),
  refused: z.array(enrollmentRefusalSchema).describe('The students left as they were, in the order given, each with why.'),
});
export type EnrollmentBatchResponse = z.infer<typeof enrollmentBatchAnswer>;
