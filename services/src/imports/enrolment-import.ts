import {
  type EnrolmentImportRow,
  type EnrolmentImportRowAnswer,
  enrolmentImportMessages,
  enrolmentImportRowSchema,
  enrolmentImportTable,
  messages,
} from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { enrollmentRefusals } from '../enrollments/enrollment-refusals';
import { enrollInElective } from '../enrollments/enrollment-store';
import { classFinder } from './class-names';
import { type EnrolmentTerm, enrolmentsFrom, type SemesterSubject, semesterSubjects, studentsByRoll } from './enrolment-lookups';
import type { CheckedImport, ImportKind } from './import-kind';
import { type ImportSpec, type LineError, type ReadImport, repeatedWithinFile } from './read-import';

const enrolmentImportSpec: ImportSpec<EnrolmentImportRow> = {
  columns: enrolmentImportTable,
  missingColumns: messages.csvHeader(
    enrolmentImportTable
      .filter((column) => column.required)
      .map((column) => column.name)
      .join(','),
  ),
  schema: enrolmentImportRowSchema,
};

export interface EnrolmentLine {
  line: number;
  studentId: string;
  studentName: string;
  /** "8B-14 Ananya Iyer", as the admin reads a student in a message. */
  student: string;
  subjectId: string;
  subjectName: string;
  core: boolean;
  enrolledOn: string;
}

const folded = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The class's subject a line names: by its code, else by its name; case and spacing do not count. */
function subjectNamed(subjects: SemesterSubject[], classId: string, named: string): SemesterSubject[] {
  const ofClass = subjects.filter((subject) => subject.classId === classId);
  const byCode = ofClass.filter((subject) => folded(subject.code) === folded(named));
  return byCode.length > 0 ? byCode : ofClass.filter((subject) => folded(subject.name) === folded(named));
}

/**
 * Enrols each line with the one enrolment rule of the single call (an elective of the subject's semester, the
 * student in its class that day, no clash with another subject they are in then), each in a savepoint so a line
 * refused leaves the others as they were. Lines are taken in the order of the file, so a line may clash with an
 * earlier one.
 */
async function enrolLines(
  db: Queryable,
  instituteId: string,
  lines: EnrolmentLine[],
): Promise<{ created: number; errors: LineError[] }> {
  const errors: LineError[] = [];
  let created = 0;
  for (const { line, studentId, subjectId, enrolledOn } of lines) {
    await db.query('SAVEPOINT enrol_line');
    const outcome = await enrollInElective(db, instituteId, { subjectId, studentId, enrolledOn });
    if (outcome.ok) {
      await db.query('RELEASE SAVEPOINT enrol_line');
      created++;
    } else {
      await db.query('ROLLBACK TO SAVEPOINT enrol_line');
      errors.push({ line, message: outcome.message ?? enrollmentRefusals[outcome.reason] });
    }
  }
  return { created, errors };
}

/** Every line's student, class and subject found, the day each starts, and the lines already enrolled then. */
async function resolveLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<EnrolmentImportRow>,
  { semester, today }: EnrolmentTerm,
): Promise<CheckedImport<EnrolmentLine>> {
  const rows = read.lines;
  const students = await studentsByRoll(db, instituteId, [...new Set(rows.map(({ row }) => row.rollNumber))]);
  const classNamed = await classFinder(db, instituteId);
  const subjects = await semesterSubjects(db, instituteId, semester.id);
  const firstDay = today > semester.startsOn ? today : semester.startsOn;
  const errors: LineError[] = [...read.errors];
  const lines: EnrolmentLine[] = [];
  for (const { line, row } of rows) {
    const student = students.get(row.rollNumber);
    if (!student) errors.push({ line, message: enrolmentImportMessages.studentUnknown(row.rollNumber) });
    const found = classNamed(row.class);
    if (!found.ok) errors.push({ line, message: found.message });
    const named = found.ok ? subjectNamed(subjects, found.id, row.subjectCode) : [];
    if (found.ok && named.length === 0)
      errors.push({ line, message: enrolmentImportMessages.subjectUnknown(row.subjectCode, found.name, semester.name) });
    if (named.length > 1)
      errors.push({
        line,
        message: enrolmentImportMessages.subjectAmbiguous(row.subjectCode, found.ok ? found.name : row.class),
      });
    const subject = named.length === 1 ? named[0]! : null;
    if (student && subject)
      lines.push({
        line,
        studentId: student.id,
        studentName: student.name,
        student: `${row.rollNumber} ${student.name}`,
        subjectId: subject.id,
        subjectName: subject.name,
        core: subject.kind === 'core',
        enrolledOn: row.from ?? firstDay,
      });
  }
  errors.push(
    ...repeatedWithinFile(
      lines.map((line) => ({ line: line.line, row: line })),
      (line) => `${line.subjectId}:${line.studentId}`,
      (_line, first) => enrolmentImportMessages.enrolmentAlsoOnLine(first),
    ),
  );
  const spells = await enrolmentsFrom(
    db,
    instituteId,
    lines.map((line) => line.studentId),
    lines.map((line) => line.subjectId),
  );
  // A core subject's refusal says why: the class enrols itself.
  for (const line of lines.filter(({ core }) => !core)) {
    const enrolled = spells.some(
      (spell) =>
        spell.subjectId === line.subjectId &&
        spell.studentId === line.studentId &&
        (spell.droppedOn === null || spell.droppedOn > line.enrolledOn),
    );
    if (enrolled)
      errors.push({ line: line.line, message: enrolmentImportMessages.alreadyEnrolled(line.student, line.subjectName) });
  }
  return { lines, errors };
}

/**
 * Checks the lines against the institute and each other: then tries the enrolments of the lines without problems
 * and takes every one back, so the problems only enrolling shows (a student not in the class that day, a clash
 * with another subject, a core subject) are named too.
 */
async function checkEnrolmentLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<EnrolmentImportRow>,
  term: EnrolmentTerm,
): Promise<CheckedImport<EnrolmentLine>> {
  const resolved = await resolveLines(db, instituteId, read, term);
  const bad = new Set(resolved.errors.map(({ line }) => line));
  await db.query('SAVEPOINT enrolment_trial');
  const trial = await enrolLines(
    db,
    instituteId,
    resolved.lines.filter(({ line }) => !bad.has(line)),
  );
  await db.query('ROLLBACK TO SAVEPOINT enrolment_trial');
  await db.query('RELEASE SAVEPOINT enrolment_trial');
  return { lines: resolved.lines, errors: [...resolved.errors, ...trial.errors] };
}

function enrolmentPreviewRows(
  read: ReadImport<EnrolmentImportRow>,
  checked: CheckedImport<EnrolmentLine>,
): EnrolmentImportRowAnswer[] {
  const byLine = new Map(checked.lines.map((line) => [line.line, line]));
  return read.lines.map(({ line, row }) => {
    const found = byLine.get(line);
    return {
      line,
      rollNumber: row.rollNumber,
      studentName: found?.studentName ?? null,
      className: row.class,
      subjectCode: row.subjectCode,
      subjectName: found?.subjectName ?? null,
      enrolledOn: found?.enrolledOn ?? row.from,
    };
  });
}

export const enrolmentImport: ImportKind<EnrolmentImportRow, EnrolmentLine, EnrolmentImportRowAnswer, EnrolmentTerm> = {
  spec: enrolmentImportSpec,
  check: checkEnrolmentLines,
  previewRows: enrolmentPreviewRows,
  save: (db, instituteId, lines) => enrolLines(db, instituteId, lines),
};
