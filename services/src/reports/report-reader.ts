import { percentage } from '@rollcall/contracts';
import { type AttendanceReport, REPORT_CELLS_MAX, type ReportColumn, type ReportRow, reportMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import {
  prepareMarkBatches,
  type ReportRange,
  reportColumns,
  type ReportStudent,
  reportStudents,
  type StudentMarks,
  studentMarks,
} from './report-rows-store';
import type { ReportScope } from './report-scope';

/** Students whose marks are read in one query: a few hundred keep a batch's cells small whatever the report's size. */
export const STUDENTS_PER_BATCH = 250;

/** A report's columns and students, read; its rows are read batch by batch as they are written out. */
export interface OpenReport {
  scope: ReportScope;
  range: ReportRange;
  columns: ReportColumn[];
  /** The registers taken in the columns: parallel lectures of one column each count. */
  lectures: number;
  students: ReportStudent[];
}

/** The columns and the students of the scope (inside the report's one read-only snapshot, so the rows agree). */
export async function openReport(db: Queryable, instituteId: string, scope: ReportScope): Promise<OpenReport> {
  const range = { subjectIds: scope.subjectIds, from: scope.filter.from, to: scope.filter.to };
  const held = await reportColumns(db, instituteId, range);
  const columns = held.map(({ lectures: _, ...column }) => column);
  const lectures = held.reduce((sum, column) => sum + column.lectures, 0);
  const students = await reportStudents(db, instituteId, range, scope.studentId);
  return { scope, range, columns, lectures, students };
}

/** A table too large for a screen or a page is refused (CSV takes any size). */
export function showable(report: OpenReport): Outcome<OpenReport, 'invalid'> {
  const { students, columns } = report;
  if (students.length * columns.length > REPORT_CELLS_MAX)
    return refused('invalid', reportMessages.tooLarge(students.length, columns.length));
  return succeeded(report);
}

/** The report's rows, a batch of students at a time, in the students' order. */
export async function* reportRows(db: Queryable, instituteId: string, report: OpenReport): AsyncGenerator<ReportRow[]> {
  await prepareMarkBatches(db);
  for (let start = 0; start < report.students.length; start += STUDENTS_PER_BATCH) {
    const batch = report.students.slice(start, start + STUDENTS_PER_BATCH);
    const ids = batch.map((student) => student.studentId);
    const marks = await studentMarks(db, instituteId, report.range, report.columns, ids);
    const byStudent = new Map(marks.map((row) => [row.studentId, row]));
    yield batch.map((student) => rowOf(student, byStudent.get(student.studentId), report.columns.length));
  }
}

/**
 * A row's cells from its marks (in column order, then subject code order): two marks in one column (parallel lectures)
 * are joined by '/', and each cell keeps its marks' subject codes in the same order.
 */
function rowOf(student: ReportStudent, marks: StudentMarks | undefined, columns: number): ReportRow {
  const cells: string[][] = Array.from({ length: columns }, () => []);
  const markSubjects: string[][] = Array.from({ length: columns }, () => []);
  (marks?.cells.split(',') ?? []).forEach((part, index) => {
    const at = Number(part.slice(0, part.indexOf(':'))) - 1;
    cells[at]!.push(part.slice(-1));
    markSubjects[at]!.push(marks!.codes[index]!);
  });
  const present = marks?.present ?? 0;
  const total = marks?.total ?? 0;
  const row = { ...student, marks: cells.map((cell) => cell.join('/')), markSubjects };
  return { ...row, present, total, percentage: percentage(present, total) };
}

/** The whole report, for the screen (and the page): its rows read through the same batches as a download's. */
export async function wholeReport(db: Queryable, instituteId: string, report: OpenReport): Promise<AttendanceReport> {
  const rows: ReportRow[] = [];
  for await (const batch of reportRows(db, instituteId, report)) rows.push(...batch);
  const present = rows.reduce((sum, row) => sum + row.present, 0);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const { scope, columns, lectures } = report;
  return {
    institute: { name: scope.instituteName },
    filter: scope.filter,
    threshold: scope.threshold,
    issuedOn: scope.issuedOn,
    columns,
    rows,
    totals: { present, total, percentage: percentage(present, total) },
    lectures,
  };
}
