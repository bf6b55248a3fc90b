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
import type { Translate } from '@rollcall/i18n';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { ChangedThing } from '../data/keys';
import { kindLabels } from '../subjects/subjectColumns';
import type { AdminTextId } from '../texts/texts';

/** What one kind of CSV import reads, where it sends the file, and how its rows are previewed. */
export interface ImportKind<Row extends { line: number } = { line: number }> {
  /** What a row is: its texts are `imports.noun.<noun>` ('students') and `imports.count.<noun>` ('1 student'). */
  noun: ImportNoun;
  /** The plural in the names of the files it offers ('students-template.csv'), the same in every language. */
  fileName: string;
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
  previewColumns: (t: Translate<AdminTextId>) => readonly TableColumn<Row>[];
  /** How some of its values are written, shown under the columns. */
  note?: AdminTextId;
  /** The file is about a semester's subjects: the current one unless the admin chooses another. */
  choosesSemester?: boolean;
}

export type ImportNoun = 'student' | 'teacher' | 'enrolment' | 'subject';

const lineColumn = (t: Translate<AdminTextId>): TableColumn<{ line: number }> => ({
  key: 'line',
  header: t('imports.column.line'),
  align: 'end',
  cell: (row) => row.line,
  sortValue: (row) => row.line,
});
const nameColumn = (t: Translate<AdminTextId>): TableColumn<ImportPreviewRow> => ({
  key: 'name',
  header: t('imports.column.name'),
  rowHeader: true,
  cell: (row) => row.name,
});
const emailColumn = (t: Translate<AdminTextId>): TableColumn<ImportPreviewRow> => ({
  key: 'email',
  header: t('imports.column.email'),
  cell: (row) => row.email,
});

const person = (name = '', email = '') => (name ? `${name} (${email})` : email);
const guardiansOf = (row: ImportPreviewRow) =>
  [person(row.guardianName, row.guardianEmail), person(row.guardian2Name, row.guardian2Email)].filter(Boolean).join(', ');

export const studentImport: ImportKind<ImportPreviewRow> = {
  noun: 'student',
  fileName: 'students',
  endpoint: endpoints.importStudents,
  columns: studentImportTable,
  changed: 'students',
  previewColumns: (t) => [
    lineColumn(t),
    nameColumn(t),
    emailColumn(t),
    { key: 'rollNumber', header: t('imports.column.rollNumber'), cell: (row) => row.rollNumber ?? '' },
    { key: 'class', header: t('imports.column.class'), cell: (row) => row.className ?? '' },
    { key: 'guardian', header: t('imports.column.guardians'), cell: guardiansOf },
  ],
};

export const teacherImport: ImportKind<ImportPreviewRow> = {
  noun: 'teacher',
  fileName: 'teachers',
  endpoint: endpoints.importTeachers,
  columns: teacherImportTable,
  changed: 'teachers',
  previewColumns: (t) => [lineColumn(t), nameColumn(t), emailColumn(t)],
};

export const enrolmentImport: ImportKind<EnrolmentImportRowAnswer> = {
  noun: 'enrolment',
  fileName: 'enrolments',
  endpoint: endpoints.importEnrolments,
  columns: enrolmentImportTable,
  changed: 'enrollments',
  choosesSemester: true,
  previewColumns: (t) => [
    lineColumn(t),
    { key: 'rollNumber', header: t('imports.column.rollNumber'), cell: (row) => row.rollNumber },
    {
      key: 'student',
      header: t('imports.column.student'),
      rowHeader: true,
      cell: (row) => row.studentName ?? t('imports.notFound'),
    },
    { key: 'class', header: t('imports.column.class'), cell: (row) => row.className },
    {
      key: 'subject',
      header: t('imports.column.subject'),
      cell: (row) => row.subjectName ?? t('imports.codeNotFound', { code: row.subjectCode }),
    },
    { key: 'from', header: t('imports.column.from'), cell: (row) => row.enrolledOn ?? '' },
  ],
};

export const subjectImport: ImportKind<SubjectImportRowAnswer> = {
  noun: 'subject',
  fileName: 'subjects',
  endpoint: endpoints.importSubjects,
  columns: subjectImportTable,
  changed: 'subjects',
  note: 'imports.note.subject',
  choosesSemester: true,
  previewColumns: (t) => [
    lineColumn(t),
    { key: 'class', header: t('imports.column.class'), cell: (row) => row.className },
    { key: 'name', header: t('imports.column.subject'), rowHeader: true, cell: (row) => row.name },
    { key: 'code', header: t('imports.column.code'), cell: (row) => row.code },
    { key: 'kind', header: t('imports.column.kind'), cell: (row) => kindLabels[row.kind] },
    { key: 'teachers', header: t('imports.column.teachers'), cell: (row) => row.teachers.join(', ') },
  ],
};

/** '1 student', '40 students'. */
export const counted = (t: Translate<AdminTextId>, count: number, noun: ImportNoun) => t(`imports.count.${noun}`, { count });
