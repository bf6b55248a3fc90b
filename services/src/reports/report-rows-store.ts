import type { ReportColumn } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { classNameOnDay } from '../students/class-on-day';

/** The subjects and the days (first and last, both in) whose lectures a report reads. */
export interface ReportRange {
  subjectIds: readonly string[];
  from: string;
  to: string;
}

/**
 * Every distinct day and period of the subjects' lectures held in the range, oldest first, with their subjects' codes
 * and how many lectures (registers) were held then.
 */
export async function reportColumns(
  db: Queryable,
  instituteId: string,
  range: ReportRange,
): Promise<Array<ReportColumn & { lectures: number }>> {
  const { rows } = await db.query<ReportColumn & { lectures: number }>({
    name: 'report-columns',
    text: `SELECT to_char(l.held_on, 'YYYY-MM-DD') AS "heldOn", l.period,
            array_agg(DISTINCT sub.code ORDER BY sub.code) AS subjects, count(*)::int AS lectures
     FROM lectures l
     JOIN subjects sub ON sub.institute_id = l.institute_id AND sub.id = l.subject_id
     WHERE l.institute_id = $1 AND l.subject_id = ANY ($2::uuid[]) AND l.held_on BETWEEN $3 AND $4
     GROUP BY l.held_on, l.period
     ORDER BY l.held_on, l.period`,
    values: [instituteId, range.subjectIds, range.from, range.to],
  });
  return rows;
}

/** A student of a report, before their marks. */
export interface ReportStudent {
  studentId: string;
  rollNumber: string;
  name: string;
  className: string | null;
}

/**
 * Every student enrolled in one of the subjects on at least one day of the range (only `studentId` when given), by
 * class name then roll number. The class is the student's on the range's last day, else the last one before it.
 */
export async function reportStudents(
  db: Queryable,
  instituteId: string,
  range: ReportRange,
  studentId: string | null,
): Promise<ReportStudent[]> {
  const { rows } = await db.query<ReportStudent>({
    name: 'report-students',
    text: `SELECT s.id AS "studentId", s.roll_number AS "rollNumber", u.name,
            ${classNameOnDay('$1', 's.id', '$4::date')} AS "className"
     FROM students s
     JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     WHERE s.institute_id = $1 AND $3::date <= $4::date AND ($5::uuid IS NULL OR s.id = $5)
       AND s.id IN (
         SELECT e.student_id FROM enrollments e
         WHERE e.institute_id = $1 AND e.subject_id = ANY ($2::uuid[])
           AND e.enrolled_on <= $4 AND (e.dropped_on IS NULL OR e.dropped_on > $3))
     ORDER BY "className", s.roll_number`,
    values: [instituteId, range.subjectIds, range.from, range.to, studentId],
  });
  return rows;
}

/**
 * A student's counted marks: `cells` is 'n:rM,…', one part per counted mark, n the column's number from 1, r the
 * rank of the lecture's subject code, M the mark (P or A); `codes` holds each part's subject code, in the same
 * order; present and total count every part.
 */
export interface StudentMarks {
  studentId: string;
  cells: string;
  codes: string[];
  present: number;
  total: number;
}

/**
 * Run once before reading marks in batches. Every join of the batches' query is a hash join over sets read by
 * their indexes (through arrays), but the planner cannot know the sizes of those sets and, guessing a few rows, picks
 * nested loops that take seconds over a class's 54,000 marks; and the sets must stay in memory.
 */
export async function prepareMarkBatches(db: Queryable): Promise<void> {
  await db.query(`SELECT set_config('enable_nestloop', 'off', true), set_config('work_mem', '64MB', true)`);
}

/**
 * The counted marks of a batch of students in the columns: the current mark (none supersedes it) of each lecture of
 * the subjects held in the range while the student was enrolled in its subject. Small sets, each read by its index
 * once: the students' enrolments in the subjects, the lectures of those subjects in the columns, those lectures'
 * marks of these students, and the marks among them that corrections replaced; then joined by hash. Not a named
 * statement: a generic plan, blind to the arrays' sizes, would be slower still.
 */
export async function studentMarks(
  db: Queryable,
  instituteId: string,
  range: ReportRange,
  columns: readonly ReportColumn[],
  studentIds: readonly string[],
): Promise<StudentMarks[]> {
  const { rows } = await db.query<StudentMarks>(
    `WITH spells AS MATERIALIZED (
       SELECT e.student_id, e.subject_id, e.enrolled_on, e.dropped_on
       FROM enrollments e
       WHERE e.institute_id = $1 AND e.student_id = ANY ($2::uuid[]) AND e.subject_id = ANY ($3::uuid[])
         AND e.enrolled_on <= $5 AND (e.dropped_on IS NULL OR e.dropped_on > $4)
     ),
     held AS MATERIALIZED (
       SELECT l.id, l.subject_id, l.held_on, col.n, sub.code, rank() OVER (ORDER BY sub.code) AS code_rank
       FROM lectures l
       JOIN subjects sub ON sub.institute_id = l.institute_id AND sub.id = l.subject_id
       JOIN unnest($6::date[], $7::int[]) WITH ORDINALITY AS col (held_on, period, n)
         ON col.held_on = l.held_on AND col.period = l.period
       WHERE l.institute_id = $1 AND l.held_on BETWEEN $4 AND $5
         AND l.subject_id = ANY ((SELECT array_agg(DISTINCT subject_id) FROM spells)::uuid[])
     ),
     given AS MATERIALIZED (
       SELECT m.id, m.student_id, m.lecture_id, m.status, m.supersedes
       FROM attendance_marks m
       WHERE m.institute_id = $1 AND m.lecture_id = ANY ((SELECT array_agg(id) FROM held)::uuid[])
         AND m.student_id = ANY ($2::uuid[])
     ),
     corrected AS MATERIALIZED (SELECT g.supersedes AS id FROM given g WHERE g.supersedes IS NOT NULL)
     SELECT g.student_id AS "studentId",
            string_agg(h.n || ':' || h.code_rank || CASE g.status WHEN 'present' THEN 'P' ELSE 'A' END, ','
              ORDER BY h.n, h.code_rank, h.id) AS cells,
            array_agg(h.code ORDER BY h.n, h.code_rank, h.id) AS codes,
            count(*) FILTER (WHERE g.status = 'present')::int AS present, count(*)::int AS total
     FROM given g
     JOIN held h ON h.id = g.lecture_id
     JOIN spells s ON s.student_id = g.student_id AND s.subject_id = h.subject_id
       AND s.enrolled_on <= h.held_on AND (s.dropped_on IS NULL OR s.dropped_on > h.held_on)
     WHERE NOT EXISTS (SELECT FROM corrected c WHERE c.id = g.id)
     GROUP BY g.student_id`,
    [
      instituteId,
      studentIds,
      range.subjectIds,
      range.from,
      range.to,
      columns.map((column) => column.heldOn),
      columns.map((column) => column.period),
    ],
  );
  return rows;
}
