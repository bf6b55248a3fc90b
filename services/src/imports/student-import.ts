import {
  type ImportPreviewRow,
  messages,
  peopleMessages,
  type StudentImportRow,
  studentImportColumns,
  studentImportRowSchema,
  studentImportTable,
} from '@rollcall/contracts';
import type { CredentialsLetterhead } from '../credentials/queue-credentials';
import type { Queryable } from '../db/pool';
import { admitStudents, type NewStudent } from '../students/admit-students';
import { rollNumbersInUse } from '../students/student-store';
import { emailsInUse } from '../users/new-accounts';
import { classFinder } from './class-names';
import { batches } from './import-batches';
import type { CheckedImport, ImportKind } from './import-kind';
import { type ImportLine, type ImportSpec, type LineError, type ReadImport, repeatedWithinFile } from './read-import';

const studentImportSpec: ImportSpec<StudentImportRow> = {
  columns: studentImportTable,
  missingColumns: messages.csvHeader(studentImportColumns.join(',')),
  schema: studentImportRowSchema,
};

export interface StudentLine {
  line: number;
  student: NewStudent;
}

/**
 * Checks the read lines against each other and the institute: every class named exists (whatever the case and
 * spacing of its name), and no email or roll number is repeated in the file or already the institute's. A set of
 * lookups, not one per line.
 */
async function checkStudentLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<StudentImportRow>,
): Promise<CheckedImport<StudentLine>> {
  const rows = read.lines;
  const errors: LineError[] = [
    ...read.errors,
    ...repeatedWithinFile(
      rows,
      (row) => row.email,
      (_row, first) => peopleMessages.emailAlsoOnLine(first),
    ),
    ...repeatedWithinFile(
      rows,
      (row) => row.rollNumber,
      (row, first) => peopleMessages.rollNumberAlsoOnLine(row.rollNumber, first),
    ),
  ];
  const classNamed = await classFinder(db, instituteId);
  const takenEmails = await emailsInUse(
    db,
    instituteId,
    'student',
    rows.map(({ row }) => row.email),
  );
  const takenRolls = await rollNumbersInUse(
    db,
    instituteId,
    rows.map(({ row }) => row.rollNumber),
  );
  const lines: StudentLine[] = [];
  for (const { line, row } of rows) {
    const found = classNamed(row.class);
    if (!found.ok) errors.push({ line, message: found.message });
    if (takenEmails.has(row.email)) errors.push({ line, message: peopleMessages.studentEmailTaken });
    if (takenRolls.has(row.rollNumber)) errors.push({ line, message: peopleMessages.rollNumberTaken(row.rollNumber) });
    if (found.ok) lines.push({ line, student: toNewStudent(row, found.id) });
  }
  return { lines, errors };
}

const toNewStudent = (row: StudentImportRow, classId: string): NewStudent => ({
  name: row.name,
  email: row.email,
  rollNumber: row.rollNumber,
  classId,
  joinedOn: null,
  guardians: row.guardians,
});

/** Admits the checked students batch by batch in the caller's transaction; any problem names its line, and then nothing should be kept. */
async function importStudents(
  db: Queryable,
  instituteId: string,
  lines: StudentLine[],
  letterhead: CredentialsLetterhead,
): Promise<{ created: number; errors: LineError[] }> {
  const errors: LineError[] = [];
  for (const batch of batches(lines)) {
    const admission = await admitStudents(
      db,
      instituteId,
      batch.map((line) => line.student),
      letterhead,
    );
    if (!admission.ok)
      for (const problem of admission.problems)
        errors.push({ line: problem.index === null ? 0 : batch[problem.index]!.line, message: problem.message });
    if (errors.length > 0) return { created: 0, errors };
  }
  return { created: lines.length, errors };
}

function studentPreviewRow({ line, row }: ImportLine<StudentImportRow>): ImportPreviewRow {
  const second = row.guardian ? row.guardians[1] : row.guardians[0];
  return {
    line,
    name: row.name,
    email: row.email,
    rollNumber: row.rollNumber,
    className: row.class,
    guardianName: row.guardian?.name ?? '',
    guardianEmail: row.guardian?.email ?? '',
    ...(second ? { guardian2Name: second.name, guardian2Email: second.email } : {}),
  };
}

export const studentImport: ImportKind<StudentImportRow, StudentLine, ImportPreviewRow, CredentialsLetterhead> = {
  spec: studentImportSpec,
  previewRows: (read) => read.lines.map(studentPreviewRow),
  check: checkStudentLines,
  save: importStudents,
};
