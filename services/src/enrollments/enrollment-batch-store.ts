import {
  type DropManyInput,
  type EnrollManyInput,
  type EnrollmentBatchResponse,
  type EnrollmentRefusal,
  setupMessages,
} from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { lockSemesterTimetables } from '../timetable/timetable-lock';
import { electiveTerms, refuseOutsideSemester } from './elective-terms';
import { dropStudents, enrollStudents, type StudentsOutcome } from './student-enrollments';

export type EnrollmentBatch = Omit<EnrollmentBatchResponse, 'success'>;

/** The batch's answer on the day used, each refused student named by the institute's records (an unknown id by none). */
async function answerOf(db: Queryable, instituteId: string, from: string, outcome: StudentsOutcome): Promise<EnrollmentBatch> {
  const refusedIds = outcome.refusals.map((refusal) => refusal.studentId);
  const { rows } =
    refusedIds.length === 0
      ? { rows: [] }
      : await db.query<{ id: string; name: string; rollNumber: string }>(
          `SELECT s.id, u.name, s.roll_number AS "rollNumber"
           FROM students s JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
           WHERE s.institute_id = $1 AND s.id = ANY($2::uuid[])`,
          [instituteId, refusedIds],
        );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refusals: EnrollmentRefusal[] = outcome.refusals.map(({ studentId, message }) => ({
    studentId,
    studentName: byId.get(studentId)?.name ?? null,
    rollNumber: byId.get(studentId)?.rollNumber ?? null,
    message,
  }));
  return { from, enrollments: outcome.enrollments, refused: refusals };
}

/**
 * Enrols each student in an elective from `from` (the institute's today, or the semester's first day when that is
 * later) by the single enrolment's rules, each with its own outcome. A subject that is not an elective of the
 * institute, or a day outside its semester, refuses the whole batch.
 */
export async function enrollMany(
  db: Queryable,
  instituteId: string,
  { subjectId, studentIds, from }: EnrollManyInput,
): Promise<Outcome<EnrollmentBatch, 'not-found' | 'conflict'>> {
  const elective = await electiveTerms(db, instituteId, subjectId);
  if (!elective.ok) return elective;
  const day =
    from ??
    (
      await db.query<{ day: string }>(`SELECT to_char(greatest(${instituteToday('$1')}, $2::date), 'YYYY-MM-DD') AS day`, [
        instituteId,
        elective.value.startsOn,
      ])
    ).rows[0]!.day;
  const outside = refuseOutsideSemester(elective.value, day);
  if (outside) return outside;
  await lockSemesterTimetables(db, instituteId, elective.value.semesterId);
  const outcome = await enrollStudents(db, instituteId, subjectId, elective.value, studentIds, day);
  if (!outcome.ok) return outcome;
  return succeeded(await answerOf(db, instituteId, day, outcome.value));
}

/** Drops each student from the subject from `from` (the first day out; the institute's today when left out). */
export async function dropMany(
  db: Queryable,
  instituteId: string,
  { subjectId, studentIds, from }: DropManyInput,
): Promise<Outcome<EnrollmentBatch, 'not-found'>> {
  const { rows } = await db.query<{ today: string }>(
    `SELECT to_char(${instituteToday('$1')}, 'YYYY-MM-DD') AS today FROM subjects WHERE institute_id = $1 AND id = $2`,
    [instituteId, subjectId],
  );
  if (!rows[0]) return refused('not-found', setupMessages.subjectNotFound);
  const day = from ?? rows[0].today;
  return succeeded(await answerOf(db, instituteId, day, await dropStudents(db, instituteId, subjectId, studentIds, day)));
}
