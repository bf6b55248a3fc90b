import { endpoints } from '@rollcall/api-client';
import {
  type EnrolmentImportRowAnswer,
  enrolmentImportTable,
  type ImportColumn,
  type ImportPreviewRow,
  type SubjectImportRowAnswer,
  studentImportTable,
  subjectImportTable,
  teacherImportTable,
} from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { ChangedThing } from '../data/keys';
import { kindLabels } from '../subjects/subjectColumns';

/** What one kind of CSV import reads, where it sends the file, and how its rows are previewed. */
export interface ImportKind<Row extends { line: number } = { line: number }> {
  /** What a row is, one and many ('student', 'students'). */
  noun: { one: string; many: string };
  /** The import's call; with `preview: 'true'` it checks the file without saving. */
  endpoint:
    | typeof endpoints.importStudents
    | typeof endpoints.importTeachers
    | typeof endpoints.importEnrolments
    | typeof endpoints.importSubjects;
  /** The columns a file may name, with the other names each is read by. */
  columns: readonly ImportColumn[];
  /** The lists an import changes. */
  changed: ChangedThing;
  previewColumns: readonly TableColumn<Row>[];
  /** How some of its values are written, shown under the columns. */
  note?: string;
  /** The file is about a semester's subjects: the current one unless the admin chooses another. */
  choosesSemester?: boolean;
}

const lineColumn: TableColumn<{ line: number }> = {
  key: 'line',
  header: 'Line',
  align: 'end',
  cell: (row) => row.line,
  sortValue: (row) => row.line,
};
const nameColumn: TableColumn<ImportPreviewRow> = { key: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name };
const emailColumn: TableColumn<ImportPreviewRow> = { key: 'email', header: 'Email', cell: (row) => row.email };

const person = (name = '', email = '') => (name ? `${name} (${email})` : email);
const guardiansOf = (row: ImportPreviewRow) =>
  [person(row.guardianName, row.guardianEmail), person(row.guardian2Name, row.guardian2Email)].filter(Boolean).join(', ');

export const studentImport: ImportKind<ImportPreviewRow> = {
  noun: { one: 'student', many: 'students' },
  endpoint: endpoints.importStudents,
  columns: studentImportTable,
  changed: 'students',
  previewColumns: [
    lineColumn,
    nameColumn,
    emailColumn,
    { key: 'rollNumber', header: 'Roll no.', cell: (row) => row.rollNumber ?? '' },
    { key: 'class', header: 'Class', cell: (row) => row.className ?? '' },
    { key: 'guardian', header: 'Guardians', cell: guardiansOf },
  ],
};

export const teacherImport: ImportKind<ImportPreviewRow> = {
  noun: { one: 'teacher', many: 'teachers' },
  endpoint: endpoints.importTeachers,
  columns: teacherImportTable,
  changed: 'teachers',
  previewColumns: [lineColumn, nameColumn, emailColumn],
};

export const enrolmentImport: ImportKind<EnrolmentImportRowAnswer> = {
  noun: { one: 'enrolment', many: 'enrolments' },
  endpoint: endpoints.importEnrolments,
  columns: enrolmentImportTable,
  changed: 'enrollments',
  choosesSemester: true,
  previewColumns: [
    lineColumn,
    { key: 'rollNumber', header: 'Roll no.', cell: (row) => row.rollNumber },
    { key: 'student', header: 'Student', rowHeader: true, cell: (row) => row.studentName ?? 'Not found' },
    { key: 'class', header: 'Class', cell: (row) => row.className },
    { key: 'subject', header: 'Subject', cell: (row) => row.subjectName ?? `${row.subjectCode} (not found)` },
    { key: 'from', header: 'From', cell: (row) => row.enrolledOn ?? '' },
  ],
};

export const subjectImport: ImportKind<SubjectImportRowAnswer> = {
  noun: { one: 'subject', many: 'subjects' },
  endpoint: endpoints.importSubjects,
  columns: subjectImportTable,
  changed: 'subjects',
  note:
    'kind is Core or Elective ("Optional" reads as Elective; empty, Core). teachers names each teacher by email, or by a ' +
    'name only one teacher has; several are split by ";" or ",".',
  choosesSemester: true,
  previewColumns: [
    lineColumn,
    { key: 'class', header: 'Class', cell: (row) => row.className },
    { key: 'name', header: 'Subject', rowHeader: true, cell: (row) => row.name },
    { key: 'code', header: 'Code', cell: (row) => row.code },
    { key: 'kind', header: 'Kind', cell: (row) => kindLabels[row.kind] },
    { key: 'teachers', header: 'Teachers', cell: (row) => row.teachers.join(', ') },
  ],
};

/** '1 student', '40 students'. */
export const counted = (count: number, noun: ImportKind['noun']) =>
  `${count.toLocaleString()} ${count === 1 ? noun.one : noun.many}`;
