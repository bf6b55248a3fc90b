import {
  type ImportPreviewRow,
  peopleMessages,
  type StudentImportRow,
  studentImportColumns,
  studentImportRowSchema,
} from '@rollcall/contracts';
import type { CredentialsLetterhead } from '../credentials/queue-credentials';
import type { Queryable } from '../db/pool';
import { admitStudents, type NewStudent } from '../students/admit-students';
import { classIdsByName } from '../students/class-lookup';
import { rollNumbersInUse } from '../students/student-store';
import { emailsInUse } from '../users/new-accounts';
import { batches } from './import-batches';
import type { ImportKind } from './import-kind';
import { type ImportLine, type ImportSpec, type LineError, type ReadImport, repeatedWithinFile } from './read-import';

const studentImportSpec: ImportSpec<StudentImportRow> = { columns: studentImportColumns, schema: studentImportRowSchema };

export interface StudentLine {
  line: number;
  student: NewStudent;
}

interface CheckedStudents {
  lines: StudentLine[];
  errors: LineError[];
}

/**
 * Checks the read lines against each other and the institute: every class named exists, and no email or roll
 * number is repeated in the file or already the institute's. A set of lookups, not one per line.
 */
async function checkStudentLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<StudentImportRow>,
): Promise<CheckedStudents> {
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
  const classIds = await classIdsByName(db, instituteId, [...new Set(rows.map(({ row }) => row.class))]);
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
    const classId = classIds.get(row.class);
    if (!classId) errors.push({ line, message: peopleMessages.classUnknown(row.class) });
    if (takenEmails.has(row.email)) errors.push({ line, message: peopleMessages.studentEmailTaken });
    if (takenRolls.has(row.rollNumber)) errors.push({ line, message: peopleMessages.rollNumberTaken(row.rollNumber) });
    if (classId) lines.push({ line, student: toNewStudent(row, classId) });
  }
  return { lines, errors };
}

const toNewStudent = (row: StudentImportRow, classId: string): NewStudent => ({
  name: row.name,
  email: row.email,
  rollNumber: row.rollNumber,
  classId,
  joinedOn: null,
  guardians: row.guardian ? [row.guardian] : [],
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

const studentPreviewRow = ({ line, row }: ImportLine<StudentImportRow>): ImportPreviewRow => ({
  line,
  name: row.name,
  email: row.email,
  rollNumber: row.rollNumber,
  className: row.class,
  guardianName: row.guardian?.name ?? '',
  guardianEmail: row.guardian?.email ?? '',
});

export const studentImport: ImportKind<StudentImportRow, StudentLine> = {
  spec: studentImportSpec,
  previewRow: studentPreviewRow,
  check: checkStudentLines,
  save: importStudents,
};
