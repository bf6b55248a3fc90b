import { endpoints } from '@rollcall/api-client';
import { studentImportColumns, teacherImportColumns, type ImportPreviewRow } from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { ChangedThing } from '../data/keys';

/** What one kind of CSV import reads, where it sends the file, and how its rows are previewed. */
export interface ImportKind {
  /** What a row is, one and many ('student', 'students'). */
  noun: { one: string; many: string };
  /** The import's call; with `preview: 'true'` it checks the file without saving. */
  endpoint: typeof endpoints.importStudents | typeof endpoints.importTeachers;
  /** The columns the first line names, in this order. */
  columns: readonly string[];
  /** The lists an import changes. */
  changed: ChangedThing;
  previewColumns: readonly TableColumn<ImportPreviewRow>[];
}

const lineColumn: TableColumn<ImportPreviewRow> = {
  key: 'line',
  header: 'Line',
  align: 'end',
  cell: (row) => row.line,
  sortValue: (row) => row.line,
};
const nameColumn: TableColumn<ImportPreviewRow> = { key: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name };
const emailColumn: TableColumn<ImportPreviewRow> = { key: 'email', header: 'Email', cell: (row) => row.email };

const guardianOf = (row: ImportPreviewRow) =>
  row.guardianName ? `${row.guardianName} (${row.guardianEmail ?? ''})` : (row.guardianEmail ?? '');

export const studentImport: ImportKind = {
  noun: { one: 'student', many: 'students' },
  endpoint: endpoints.importStudents,
  columns: studentImportColumns,
  changed: 'students',
  previewColumns: [
    lineColumn,
    nameColumn,
    emailColumn,
    { key: 'rollNumber', header: 'Roll no.', cell: (row) => row.rollNumber ?? '' },
    { key: 'class', header: 'Class', cell: (row) => row.className ?? '' },
    { key: 'guardian', header: 'Guardian', cell: guardianOf },
  ],
};

export const teacherImport: ImportKind = {
  noun: { one: 'teacher', many: 'teachers' },
  endpoint: endpoints.importTeachers,
  columns: teacherImportColumns,
  changed: 'teachers',
  previewColumns: [lineColumn, nameColumn, emailColumn],
};

/** '1 student', '40 students'. */
export const counted = (count: number, noun: ImportKind['noun']) =>
  `${count.toLocaleString()} ${count === 1 ? noun.one : noun.many}`;
