import { z } from 'zod';
import { isoDate } from './calendar';
import { NAME_MAX, namedRefSchema } from './academic-setup';
import { successAnswerOf } from './errors';
import { email, requiredText, uuid } from './fields';
import { BAD_LINES_ERROR_COLUMN } from './import-columns';
import { languageSchema } from './languages';
import { messages } from './messages';
import { strictObject } from './strict';

export const ROLL_NUMBER_MAX = 30;
export const GUARDIANS_MAX = 4;
/** The most rows one CSV import takes, and the largest file the import reads. */
export const IMPORT_ROWS_MAX = 10_000;
export const IMPORT_BYTES_MAX = 5 * 1024 * 1024;

const personName = requiredText(messages.nameRequired, 'Name', NAME_MAX);
const rollNumber = requiredText(messages.rollNumberRequired, 'Roll number', ROLL_NUMBER_MAX);

export type CustomRoleRef = z.infer<typeof namedRefSchema>;

/**
 * The language of an account RollCall creates: of its screens and of its first mail, the sign-in details. English when
 * left out; an account that exists already keeps its own.
 */
const newAccountLanguage = languageSchema.optional();

// Teachers.
export const teacherFieldsSchema = strictObject({ name: personName, email: email() });
export type TeacherFields = z.input<typeof teacherFieldsSchema>;
/** Adding a teacher: their details, and the language their account starts in. */
export const createTeacherSchema = strictObject({ name: personName, email: email(), language: newAccountLanguage });

export const teacherSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    customRoles: z.array(namedRefSchema).describe("The institute's custom roles this teacher holds."),
    subjectCount: z.number().int().describe('How many subjects this teacher teaches.'),
  })
  .meta({ id: 'Teacher', description: 'A teacher of the institute, who signs in with their email.' });
export type Teacher = z.infer<typeof teacherSchema>;

export const teacherAnswer = successAnswerOf({ teacher: teacherSchema });
export type TeacherResponse = z.infer<typeof teacherAnswer>;
export const teacherListAnswer = successAnswerOf({ teachers: z.array(teacherSchema) });
export type TeacherListResponse = z.infer<typeof teacherListAnswer>;

// Students and their guardians (parents).
export const guardianInputSchema = strictObject({ name: personName, email: email(), language: newAccountLanguage });
export type GuardianInput = z.input<typeof guardianInputSchema>;

const guardians = z
  .array(guardianInputSchema, { error: messages.tooManyGuardians })
  .max(GUARDIANS_MAX, { error: messages.tooManyGuardians })
  .refine((list) => new Set(list.map((guardian) => guardian.email)).size === list.length, messages.guardianTwice);

export const createStudentSchema = strictObject({
  name: personName,
  email: email(),
  rollNumber,
  classId: uuid(messages.selectClass),
  /** The first day in the class; today (the institute's) when left out. */
  joinedOn: isoDate().optional(),
  guardians: guardians.optional(),
  language: newAccountLanguage,
});

/** Editing a student: their details and the full list of guardians (a parent left out is unlinked). */
export const studentFieldsSchema = strictObject({
  name: personName,
  email: email(),
  rollNumber,
  guardians: guardians.optional(),
});
export type StudentFields = z.input<typeof studentFieldsSchema>;

/** Moves a student to another class from `on` (the first day in the new class); the past stays with the old one. */
export const transferStudentSchema = strictObject({ classId: uuid(messages.selectClass), on: isoDate() });

export const studentListQuerySchema = z.object({ classId: uuid(messages.selectClass).optional() });

export const guardianSchema = z
  .object({ id: z.uuid(), name: z.string(), email: z.string() })
  .meta({ id: 'Guardian', description: 'A parent or guardian of a student, who signs in to the parent portal.' });
export type Guardian = z.infer<typeof guardianSchema>;

export const studentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    rollNumber: z.string().describe('Unique in the institute.'),
    classId: z
      .uuid()
      .nullable()
      .describe('The class the student is in today (or will join); null once they have left every class.'),
    className: z.string().nullable(),
    joinedOn: z.string().nullable().describe('The first day in that class (YYYY-MM-DD).'),
    guardians: z.array(guardianSchema),
    archived: z.boolean().describe('A student with attendance is archived rather than removed: they stay in reports.'),
  })
  .meta({ id: 'Student', description: 'A student of the institute, with their class and guardians.' });
export type Student = z.infer<typeof studentSchema>;

export const studentAnswer = successAnswerOf({ student: studentSchema });
export type StudentResponse = z.infer<typeof studentAnswer>;
export const studentListAnswer = successAnswerOf({ students: z.array(studentSchema) });
export type StudentListResponse = z.infer<typeof studentListAnswer>;

// Elective enrolments.
export const enrollSchema = strictObject({
  subjectId: uuid(messages.selectSubject),
  studentId: uuid(messages.selectStudent),
  enrolledOn: isoDate(),
});
export type EnrollInput = z.input<typeof enrollSchema>;

/** `droppedOn` is the first day no longer enrolled: earlier marks stay, later lectures do not count. */
export const dropSchema = strictObject({
  subjectId: uuid(messages.selectSubject),
  studentId: uuid(messages.selectStudent),
  droppedOn: isoDate(),
});
export type DropInput = z.input<typeof dropSchema>;

export const enrollmentListQuerySchema = z.object({ subjectId: uuid(messages.selectSubject) });

export const enrollmentSchema = z
  .object({
    id: z.uuid(),
    subjectId: z.uuid(),
    studentId: z.uuid(),
    studentName: z.string(),
    rollNumber: z.string(),
    enrolledOn: z.string().describe('The first day enrolled (YYYY-MM-DD).'),
    droppedOn: z.string().nullable().describe('The first day no longer enrolled (YYYY-MM-DD); null while enrolled.'),
  })
  .meta({ id: 'Enrollment', description: "A student's enrolment in a subject, from a day and until a drop." });
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentAnswer = successAnswerOf({ enrollment: enrollmentSchema });
export type EnrollmentResponse = z.infer<typeof enrollmentAnswer>;
export const enrollmentListAnswer = successAnswerOf({ enrollments: z.array(enrollmentSchema) });
export type EnrollmentListResponse = z.infer<typeof enrollmentListAnswer>;

// CSV imports: the columns of each file, in this order, named on the first line.
export const studentImportColumns = ['name', 'email', 'rollNumber', 'class', 'guardianName', 'guardianEmail'] as const;
export const teacherImportColumns = ['name', 'email'] as const;

const optionalText = z.string().trim().max(NAME_MAX).optional().default('');

type ImportedGuardian = z.output<typeof guardianInputSchema>;

/** An import's guardian from its two columns: null when both are empty, false when they are wrong (said in `context`). */
function importGuardian(label: string, name: string, email: string, context: z.RefinementCtx): ImportedGuardian | null | false {
  if (!name && !email) return null;
  const guardian = guardianInputSchema.safeParse({ name, email });
  if (guardian.success) return guardian.data;
  for (const issue of guardian.error.issues) context.addIssue({ code: 'custom', message: `${label}: ${issue.message}` });
  return false;
}

/**
 * One student line of an import, with up to two guardians (each optional, a name needing an email and back); the
 * first is `guardian`, and `guardians` holds those given.
 */
export const studentImportRowSchema = z
  .object({
    name: personName,
    email: email(),
    rollNumber,
    class: requiredText(messages.selectClass, 'Class', NAME_MAX),
    guardianName: optionalText,
    guardianEmail: z.string().trim().optional().default(''),
    guardian2Name: optionalText,
    guardian2Email: z.string().trim().optional().default(''),
  })
  .transform((row, context) => {
    const first = importGuardian('Guardian', row.guardianName, row.guardianEmail, context);
    const second = importGuardian('Guardian 2', row.guardian2Name, row.guardian2Email, context);
    if (first === false || second === false) return z.NEVER;
    if (first && second && first.email === second.email) {
      context.addIssue({ code: 'custom', message: messages.guardianTwice });
      return z.NEVER;
    }
    const guardians = [first, second].filter((guardian) => guardian !== null);
    return { ...row, guardian: first, guardians };
  });
export type StudentImportRow = z.output<typeof studentImportRowSchema>;

export const teacherImportRowSchema = teacherFieldsSchema;

/**
 * `?preview=true`: the parsed rows and every error by line, nothing saved. `?skipBadLines=true`: the lines without
 * problems are saved and the others answered as a CSV file; without it a file is saved all or nothing.
 */
export const importQuerySchema = z.object({
  preview: z.enum(['true', 'false']).optional(),
  skipBadLines: z.enum(['true', 'false']).optional(),
});

export const importPreviewRowSchema = z
  .object({
    line: z.number().int().describe('The line of the file the row starts on; the header is line 1.'),
    name: z.string(),
    email: z.string(),
    rollNumber: z.string().optional().describe('Students only.'),
    className: z.string().optional().describe('Students only.'),
    guardianName: z.string().optional().describe('Students only.'),
    guardianEmail: z.string().optional().describe('Students only.'),
    guardian2Name: z.string().optional().describe('Students only, when the line names a second guardian.'),
    guardian2Email: z.string().optional().describe('Students only, when the line names a second guardian.'),
  })
  .meta({ id: 'ImportPreviewRow', description: 'One line of a CSV import as it was read, before anything is saved.' });
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewAnswer = successAnswerOf({
  rows: z.array(importPreviewRowSchema),
  errors: z.array(z.string()).describe('One per problem ("Line 7: …"), by line; the import would be refused with these.'),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewAnswer>;

/** 201: every line saved, in one transaction; with `?skipBadLines=true`, the good ones, and the bad ones as a file. */
export const importAnswer = successAnswerOf({
  created: z.number().int().describe('How many were added.'),
  skipped: z.number().int().optional().describe('With `?skipBadLines=true`: how many lines had a problem and were left out.'),
  badLines: z
    .string()
    .optional()
    .describe(
      `With \`?skipBadLines=true\`: the lines left out as a CSV file, the \`${BAD_LINES_ERROR_COLUMN}\` column first and then the file's own; ` +
        'fixed, it imports as it is. Only the header when no line was left out.',
    ),
});
export type ImportResponse = z.infer<typeof importAnswer>;

/** What the people calls answer when a change is refused, in the product's words. */
export const peopleMessages = {
  studentNotFound: 'Student not found',
  teacherEmailTaken: 'A teacher with this email already exists',
  studentEmailTaken: 'A student with this email already exists',
  rollNumberTaken: (rollNumber: string) => `Roll number ${rollNumber} is already taken`,
  guardianEmailElsewhere: (email: string) => `The guardian email ${email} belongs to a parent of another institute`,
  teacherTookAttendance: 'This teacher has taken attendance and cannot be removed',
  teacherInTimetable: 'This teacher is in the timetable: change it first',
  teacherIsClassTeacher: 'This teacher is a class teacher: change it first',
  teacherCovers: 'This teacher covers a lecture on a day’s timetable: remove the cover first',
  alreadyInClass: 'The student is already in this class',
  transferNotAfterJoining: (joinedOn: string) =>
    `The transfer date must be after ${joinedOn}, the day the student joined their current class`,
  membershipClash: 'The student is already in a class from that date',
  coreEnrolsWholeClass: 'Core subjects enrol the whole class',
  outsideSemester: (startsOn: string, endsOn: string) =>
    `The date must fall within the subject's semester (${startsOn} to ${endsOn})`,
  notInClassOnDate: 'The student is not in this class on that date',
  alreadyEnrolled: 'Already enrolled',
  /** The subject meets in a period of another subject the student is enrolled in then. */
  enrolmentClash: (student: string, otherSubject: string, weekday: string, period: number) =>
    `${student} is enrolled in ${otherSubject}, which meets at the same time as this subject (${weekday} period ${period})`,
  notEnrolled: 'The student is not enrolled in this subject before that date',
  dropNotAfterEnrolling: (enrolledOn: string) => `The drop date must be after ${enrolledOn}, the day the enrolment began`,
  csvOnly: 'Please upload a CSV file (text/csv)',
  csvMalformed: 'This line is not valid CSV: check its quotes',
  csvNotUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again',
  csvBinary: 'This line holds a NUL byte, so the file is not CSV text. Save it as "CSV UTF-8" and upload it again',
  csvColumnCount: (found: number, expected: number) =>
    `This line has ${found} values but the first line names ${expected} columns`,
  classUnknown: (name: string) => `Class "${name}" not found`,
  classAmbiguous: (name: string, matches: readonly string[]) =>
    `Class "${name}" matches more than one class (${matches.join(', ')}): write it exactly`,
  csvColumnUnknown: (header: string, columns: readonly string[]) =>
    `The first line names a column this import does not read: "${header}". Its columns: ${columns.join(',')}`,
  csvColumnTwice: (first: string, second: string, column: string) =>
    `The first line names the ${column} column twice: "${first}" and "${second}"`,
  emailAlsoOnLine: (line: number) => `This email is also on line ${line}`,
  rollNumberAlsoOnLine: (rollNumber: string, line: number) => `Roll number ${rollNumber} is also on line ${line}`,
} as const;
