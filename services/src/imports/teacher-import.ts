import {
  type ImportPreviewRow,
  messages,
  peopleMessages,
  type TeacherFields,
  teacherImportColumns,
  teacherImportRowSchema,
  teacherImportTable,
} from '@rollcall/contracts';
import type { CredentialsLetterhead } from '../credentials/queue-credentials';
import type { Queryable } from '../db/pool';
import { admitTeachers } from '../teachers/admit-teachers';
import { emailsInUse, type NewPerson } from '../users/new-accounts';
import { batches } from './import-batches';
import type { ImportKind } from './import-kind';
import { type ImportLine, type ImportSpec, type LineError, type ReadImport, repeatedWithinFile } from './read-import';

type TeacherRow = { name: string; email: string };

const teacherImportSpec: ImportSpec<TeacherRow> = {
  columns: teacherImportTable,
  missingColumns: messages.csvHeader(teacherImportColumns.join(',')),
  schema: teacherImportRowSchema,
};

/** Checks the read lines against each other and the institute's teachers: no email twice. */
async function checkTeacherLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<TeacherRow>,
): Promise<{ lines: ImportLine<TeacherRow>[]; errors: LineError[] }> {
  const taken = await emailsInUse(
    db,
    instituteId,
    'teacher',
    read.lines.map(({ row }) => row.email),
  );
  const errors = [
    ...read.errors,
    ...repeatedWithinFile(
      read.lines,
      (row) => row.email,
      (_row, first) => peopleMessages.emailAlsoOnLine(first),
    ),
    ...read.lines
      .filter(({ row }) => taken.has(row.email))
      .map(({ line }) => ({ line, message: peopleMessages.teacherEmailTaken })),
  ];
  return { lines: read.lines, errors };
}

/** Creates the teachers batch by batch in the caller's transaction; an email taken elsewhere names its line, and then nothing should be kept. */
async function importTeachers(
  db: Queryable,
  instituteId: string,
  lines: ImportLine<TeacherRow>[],
  letterhead: CredentialsLetterhead,
): Promise<{ created: number; errors: LineError[] }> {
  for (const batch of batches(lines)) {
    const teachers: NewPerson[] = batch.map(({ row }) => row satisfies TeacherFields);
    const { taken } = await admitTeachers(db, instituteId, teachers, letterhead);
    if (taken.length > 0) {
      const clashes = new Set(taken);
      const errors = batch
        .filter(({ row }) => clashes.has(row.email))
        .map(({ line }) => ({ line, message: peopleMessages.teacherEmailTaken }));
      return { created: 0, errors };
    }
  }
  return { created: lines.length, errors: [] };
}

const teacherPreviewRow = ({ line, row }: ImportLine<TeacherRow>): ImportPreviewRow => ({
  line,
  name: row.name,
  email: row.email,
});

export const teacherImport: ImportKind<TeacherRow, ImportLine<TeacherRow>, ImportPreviewRow, CredentialsLetterhead> = {
  spec: teacherImportSpec,
  previewRows: (read) => read.lines.map(teacherPreviewRow),
  check: checkTeacherLines,
  save: importTeachers,
};
