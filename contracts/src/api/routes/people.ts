import { removedOrArchivedAnswer } from '../../academic-setup';
import { successAnswer } from '../../errors';
import {
  createStudentSchema,
  createTeacherSchema,
  dropSchema,
  enrollmentAnswer,
  enrollmentListAnswer,
  enrollmentListQuerySchema,
  enrollSchema,
  IMPORT_BYTES_MAX,
  IMPORT_ROWS_MAX,
  type ImportPreviewRow,
  importAnswer,
  importPreviewAnswer,
  importQuerySchema,
  studentAnswer,
  studentFieldsSchema,
  studentListAnswer,
  studentListQuerySchema,
  teacherAnswer,
  teacherFieldsSchema,
  teacherListAnswer,
  transferStudentSchema,
} from '../../people';
import {
  BAD_LINES_ERROR_COLUMN,
  enrolmentImportTable,
  type ImportColumn,
  studentImportTable,
  teacherImportTable,
} from '../../import-columns';
import { enrolmentImportPreviewAnswer, enrolmentImportQuerySchema } from '../../enrolment-import';
import type { z } from 'zod';
import { peopleEndpoints } from '../endpoints/people';
import { defineRoutes, type RouteDefinition } from '../route';
import { examples } from './people-examples';

const people = { tag: 'People', access: 'admin', permission: 'manage_people' } as const;

const MAX_ROWS = IMPORT_ROWS_MAX.toLocaleString('en');
const MAX_MEGABYTES = IMPORT_BYTES_MAX / (1024 * 1024);

/** Each column with the other headers read as it: "`rollNumber` (or Roll Number, Roll No., …)". */
const columnList = (columns: readonly ImportColumn[]) =>
  columns
    .map(
      (column) =>
        `\`${column.name}\`${column.required ? '' : ' (optional)'}${column.aliases.length > 0 ? ` (or ${column.aliases.join(', ')})` : ''}`,
    )
    .join('; ');

export const importDescription = (mailed: string, columns: readonly ImportColumn[]) =>
  `The body is the CSV file itself (UTF-8; a BOM and CRLF or LF line ends are fine), its first line naming the ` +
  `columns in any order, at most ${MAX_ROWS} rows and ${MAX_MEGABYTES} MB. A header is matched whatever its case, ` +
  `spaces, dots, dashes, underscores and apostrophes, by its name or another common one: ${columnList(columns)}. ` +
  `A header that is no column, or a column named twice, refuses the file; an \`${BAD_LINES_ERROR_COLUMN}\` column ` +
  '(of a file of bad lines sent back) and columns without a header are not read. ' +
  'All or nothing by default: every line is checked, and only a file without problems is saved, in one transaction' +
  `${mailed ? `; each new ${mailed} gets their sign-in details by mail` : ''}. With \`?skipBadLines=true\` the lines ` +
  'without problems are saved and the 201 also answers how many were left out and those lines as a CSV file with ' +
  `an \`${BAD_LINES_ERROR_COLUMN}\` column (a problem of the whole file, or a line that is not CSV, still refuses ` +
  'it). With `?preview=true` it answers 200 with the rows as read and every problem by line, and saves nothing.';

export const importAnswers = <Preview extends z.ZodType>(
  preview: Preview,
  previewExample: z.input<Preview>,
  created: number,
) => ({
  200: {
    description: 'The preview (`?preview=true`): the rows as read and every problem, nothing saved',
    schema: preview,
    example: previewExample,
  },
  201: {
    description: 'Every line saved; with `?skipBadLines=true` the lines without problems, and the others as a CSV file',
    schema: importAnswer,
    example: { success: true, created },
  },
});

export const importRefusals = {
  400: `Invalid input: a file that is not UTF-8 text (the line is named, preview or not); or, without \`?preview=true\`, a header without the columns, no rows, over ${MAX_ROWS} rows or (unless \`?skipBadLines=true\`) any line with a problem (each named "Line 7: …"), and nothing is saved`,
  413: `The file is over ${MAX_MEGABYTES} MB`,
  415: 'The body is not text/csv (or is compressed)',
};

/** The two CSV imports of people share their answers and refusals; only the file and its rows differ. */
const csvImport = (
  [what, mailed]: [string, string],
  columns: readonly ImportColumn[],
  csv: string,
  rows: ImportPreviewRow[],
  created: number,
) =>
  ({
    ...people,
    summary: `Import ${what} from a CSV file, all or nothing (\`?preview=true\` checks it and saves nothing)`,
    description: importDescription(mailed, columns),
    query: importQuerySchema,
    otherBody: { mediaType: 'text/csv', description: `The CSV file: ${columns.map((c) => c.name).join(',')}`, example: csv },
    answers: importAnswers(importPreviewAnswer, { success: true, rows, errors: [] }, created),
    refusals: importRefusals,
  }) satisfies RouteDefinition;

export const peopleRoutes = defineRoutes(peopleEndpoints, {
  createTeacher: {
    ...people,
    summary: 'Add a teacher and mail their sign-in details',
    description:
      'The new teacher gets a temporary password by mail, to be changed at their first sign-in. The mail is in the ' +
      '`language` given (English when left out), which their account starts in.',
    body: createTeacherSchema,
    bodyExample: { name: examples.teacher.name, email: examples.teacher.email, language: 'hi' },
    answers: {
      201: {
        description: 'The teacher, added',
        schema: teacherAnswer,
        example: { success: true, teacher: { ...examples.teacher, customRoles: [], subjectCount: 0 } },
      },
    },
    refusals: { 409: 'A teacher with this email exists' },
  },
  listTeachers: {
    ...people,
    summary: 'Every teacher, by name, with their custom roles and how many subjects they teach',
    answers: {
      200: { description: 'The teachers', schema: teacherListAnswer, example: { success: true, teachers: [examples.teacher] } },
    },
  },
  updateTeacher: {
    ...people,
    summary: "Change a teacher's name or email",
    body: teacherFieldsSchema,
    bodyExample: { name: examples.teacher.name, email: examples.teacher.email },
    answers: {
      200: { description: 'The teacher, changed', schema: teacherAnswer, example: { success: true, teacher: examples.teacher } },
    },
    refusals: { 409: 'Another teacher has this email' },
  },
  removeTeacher: {
    ...people,
    summary: 'Remove a teacher who has taken no attendance and is neither in the timetable nor a class teacher',
    answers: {
      200: { description: 'The teacher, removed', schema: successAnswer, example: { success: true } },
    },
    refusals: { 409: 'The teacher has taken attendance, is in the timetable, covers a lecture on a day, or is a class teacher' },
  },
  importTeachers: csvImport(['teachers', 'teacher'], teacherImportTable, examples.teacherCsv, examples.teacherPreviewRows, 2),
  createStudent: {
    ...people,
    summary: 'Admit a student into a class, with their guardians',
    description:
      'The student joins the class on `joinedOn` (the institute’s today when left out) and is enrolled in its core ' +
      'subjects. A guardian whose email a parent of the institute has is linked to that parent; anyone else gets a ' +
      'new parent account. Every new account gets its sign-in details by mail, in the `language` given for it (the ' +
      'student’s, or a guardian’s for a new parent; English when left out), which the account starts in.',
    body: createStudentSchema,
    bodyExample: {
      name: examples.student.name,
      email: examples.student.email,
      rollNumber: examples.student.rollNumber,
      classId: examples.student.classId,
      joinedOn: examples.student.joinedOn,
      guardians: [{ name: 'Lakshmi Iyer', email: 'lakshmi.iyer@gmail.com', language: 'ta' }],
    },
    answers: {
      201: { description: 'The student, admitted', schema: studentAnswer, example: { success: true, student: examples.student } },
    },
    refusals: {
      404: 'The class is not found',
      409: 'A student with this email exists, the roll number is taken, or a guardian’s email belongs to a parent of another institute',
    },
  },
  listStudents: {
    ...people,
    summary: 'Every student by roll number, or those of one class (`?classId=`)',
    query: studentListQuerySchema,
    answers: {
      200: { description: 'The students', schema: studentListAnswer, example: { success: true, students: [examples.student] } },
    },
  },
  updateStudent: {
    ...people,
    summary: "Change a student's details and, when given, their whole list of guardians",
    description:
      'A guardian left out of `guardians` is unlinked (and removed once no child is left to them); without `guardians` the list stays.',
    body: studentFieldsSchema,
    bodyExample: {
      name: examples.student.name,
      email: examples.student.email,
      rollNumber: examples.student.rollNumber,
      guardians: [{ name: 'Lakshmi Iyer', email: 'lakshmi.iyer@gmail.com' }],
    },
    answers: {
      200: { description: 'The student, changed', schema: studentAnswer, example: { success: true, student: examples.student } },
    },
    refusals: {
      409: 'Another student has this email, the roll number is taken, or a guardian’s email belongs to a parent of another institute',
    },
  },
  removeStudent: {
    ...people,
    summary: 'Remove a student; one with attendance is archived instead, and stays in reports',
    description: 'A removed student’s parents who have no other child at the institute are removed with them.',
    answers: {
      200: {
        description: '`archived` says whether the student was archived (they had attendance) or removed',
        schema: removedOrArchivedAnswer,
        example: { success: true, archived: false },
      },
    },
  },
  transferStudent: {
    ...people,
    summary: 'Move a student to another class from a day on',
    description: '`on` is the first day in the new class; the days before stay with the old one, in its reports.',
    body: transferStudentSchema,
    bodyExample: { classId: examples.classIdToMoveTo, on: '2026-10-05' },
    answers: {
      200: {
        description: 'The student, with the class they are in today',
        schema: studentAnswer,
        example: { success: true, student: examples.student },
      },
    },
    refusals: {
      404: 'The student or the class is not found',
      409: 'The student is already in this class, the day is not after the one they joined their current class, or they are in a class from that day already',
    },
  },
  importStudents: csvImport(
    ['students and their guardians', 'student and guardian'],
    studentImportTable,
    examples.studentCsv,
    examples.studentPreviewRows,
    2,
  ),
  importEnrolments: {
    ...people,
    summary: 'Enrol students in electives from a CSV file (`?preview=true` checks it and saves nothing)',
    description:
      `${importDescription('', enrolmentImportTable)} Each line enrols the student of that roll number, from the day \`from\` ` +
      "(else the later of the institute's today and the semester's first day), in the elective of their class named by " +
      'its code (or its name) in the current semester, or the one `?semesterId=` names; by the rules of enrolling one ' +
      'student, each refusal named on its line, and a student already enrolled then too. Lines are enrolled in the ' +
      "order of the file, so a line may clash with an earlier one's subject.",
    query: enrolmentImportQuerySchema,
    otherBody: {
      mediaType: 'text/csv',
      description: `The CSV file: ${enrolmentImportTable.map((c) => c.name).join(',')}`,
      example: examples.enrolmentCsv,
    },
    answers: importAnswers(
      enrolmentImportPreviewAnswer,
      { success: true, semester: examples.semester, rows: examples.enrolmentPreviewRows, errors: [] },
      2,
    ),
    refusals: {
      ...importRefusals,
      404: 'The semester named is not found',
      409: 'The institute has no semester yet',
    },
  },
  enrol: {
    ...people,
    summary: 'Enrol a student in an elective from a day on',
    description: 'Core subjects enrol their whole class by themselves.',
    body: enrollSchema,
    bodyExample: { subjectId: examples.enrollment.subjectId, studentId: examples.student.id, enrolledOn: '2026-06-15' },
    answers: {
      201: {
        description: 'The enrolment',
        schema: enrollmentAnswer,
        example: { success: true, enrollment: examples.enrollment },
      },
    },
    refusals: {
      404: 'The subject or the student is not found',
      409:
        "A core subject, a day outside the subject's semester, a student not in the subject's class that day, or already " +
        'enrolled then; or a subject whose timetable meets in a period of another subject the student is enrolled in then',
    },
  },
  dropEnrolment: {
    ...people,
    summary: 'Drop a student from a subject from a day on',
    description: '`droppedOn` is the first day no longer enrolled: earlier marks stay, later lectures do not count.',
    body: dropSchema,
    bodyExample: { subjectId: examples.enrollment.subjectId, studentId: examples.student.id, droppedOn: '2026-09-01' },
    answers: {
      200: {
        description: 'The enrolment, ended',
        schema: enrollmentAnswer,
        example: { success: true, enrollment: { ...examples.enrollment, droppedOn: '2026-09-01' } },
      },
    },
    refusals: {
      404: 'The student is not enrolled in this subject before that day',
      409: 'The day is not after the one the enrolment began',
    },
  },
  listEnrolments: {
    ...people,
    summary: "A subject's enrolments, current and ended, by roll number",
    query: enrollmentListQuerySchema,
    answers: {
      200: {
        description: 'The enrolments',
        schema: enrollmentListAnswer,
        example: { success: true, enrollments: [examples.enrollment] },
      },
    },
    refusals: { 404: 'The subject is not found' },
  },
});
