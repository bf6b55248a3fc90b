import {
  messages,
  type SubjectImportRow,
  type SubjectImportRowAnswer,
  type SubjectKind,
  subjectImportMessages,
  subjectImportRowSchema,
  subjectImportTable,
} from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { subjectRefusals } from '../subjects/subject-refusals';
import { insertSubject } from '../subjects/subject-store';
import { replaceSubjectTeachers } from '../subjects/subject-teachers-store';
import { classFinder } from './class-names';
import type { EnrolmentTerm } from './enrolment-lookups';
import type { CheckedImport, ImportKind } from './import-kind';
import { type ImportSpec, type LineError, type ReadImport, repeatedWithinFile } from './read-import';
import { teacherFinder } from './teacher-names';

const subjectImportSpec: ImportSpec<SubjectImportRow> = {
  columns: subjectImportTable,
  missingColumns: messages.csvHeader(
    subjectImportTable
      .filter((column) => column.required)
      .map((column) => column.name)
      .join(','),
  ),
  schema: subjectImportRowSchema,
};

export interface SubjectLine {
  line: number;
  classId: string;
  name: string;
  code: string;
  kind: SubjectKind;
  teachers: { id: string; name: string }[];
}

/**
 * Adds each line's subject with the one rule of adding a subject, then gives it its teachers with the one rule of
 * setting them, each line in a savepoint so a line refused leaves the others as they were.
 */
async function addSubjects(
  db: Queryable,
  instituteId: string,
  lines: SubjectLine[],
  { semester }: EnrolmentTerm,
): Promise<{ created: number; errors: LineError[] }> {
  const errors: LineError[] = [];
  let created = 0;
  for (const { line, classId, name, code, kind, teachers } of lines) {
    await db.query('SAVEPOINT subject_line');
    const added = await insertSubject(db, instituteId, { classId, semesterId: semester.id, name, code, kind });
    const taught =
      added.ok && teachers.length > 0
        ? await replaceSubjectTeachers(
            db,
            instituteId,
            added.value.id,
            teachers.map((teacher) => teacher.id),
          )
        : added;
    if (taught.ok) {
      await db.query('RELEASE SAVEPOINT subject_line');
      created++;
    } else {
      await db.query('ROLLBACK TO SAVEPOINT subject_line');
      errors.push({ line, message: taught.message ?? subjectRefusals[taught.reason] });
    }
  }
  return { created, errors };
}

/** Every line's class and teachers found, and no class given one code twice. */
async function resolveLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<SubjectImportRow>,
): Promise<CheckedImport<SubjectLine>> {
  const classNamed = await classFinder(db, instituteId);
  const teacherNamed = await teacherFinder(db, instituteId);
  const errors: LineError[] = [...read.errors];
  const lines: SubjectLine[] = [];
  for (const { line, row } of read.lines) {
    const found = classNamed(row.class);
    if (!found.ok) errors.push({ line, message: found.message });
    const teachers: SubjectLine['teachers'] = [];
    for (const named of row.teachers) {
      const teacher = teacherNamed(named);
      if (!teacher.ok) errors.push({ line, message: teacher.message });
      else if (!teachers.some(({ id }) => id === teacher.id)) teachers.push({ id: teacher.id, name: teacher.name });
    }
    if (found.ok) lines.push({ line, classId: found.id, name: row.name, code: row.code, kind: row.kind, teachers });
  }
  errors.push(
    ...repeatedWithinFile(
      lines.map((line) => ({ line: line.line, row: line })),
      (line) => `${line.classId}:${line.code}`,
      (line, first) => subjectImportMessages.codeAlsoOnLine(line.code, first),
    ),
  );
  return { lines, errors };
}

/**
 * Checks the lines against the institute and each other, then adds the subjects of the lines without problems and
 * takes every one back, so what only adding shows (a code the class has in the semester already) is named too.
 */
async function checkSubjectLines(
  db: Queryable,
  instituteId: string,
  read: ReadImport<SubjectImportRow>,
  term: EnrolmentTerm,
): Promise<CheckedImport<SubjectLine>> {
  const resolved = await resolveLines(db, instituteId, read);
  const bad = new Set(resolved.errors.map(({ line }) => line));
  await db.query('SAVEPOINT subject_trial');
  const trial = await addSubjects(
    db,
    instituteId,
    resolved.lines.filter(({ line }) => !bad.has(line)),
    term,
  );
  await db.query('ROLLBACK TO SAVEPOINT subject_trial');
  await db.query('RELEASE SAVEPOINT subject_trial');
  return { lines: resolved.lines, errors: [...resolved.errors, ...trial.errors] };
}

function subjectPreviewRows(read: ReadImport<SubjectImportRow>, checked: CheckedImport<SubjectLine>): SubjectImportRowAnswer[] {
  const byLine = new Map(checked.lines.map((line) => [line.line, line]));
  return read.lines.map(({ line, row }) => ({
    line,
    className: row.class,
    name: row.name,
    code: row.code,
    kind: row.kind,
    teachers: byLine.get(line)?.teachers.map((teacher) => teacher.name) ?? [],
  }));
}

export const subjectImport: ImportKind<SubjectImportRow, SubjectLine, SubjectImportRowAnswer, EnrolmentTerm> = {
  spec: subjectImportSpec,
  check: checkSubjectLines,
  previewRows: subjectPreviewRows,
  save: addSubjects,
};
