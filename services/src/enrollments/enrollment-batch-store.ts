import {
  type DropManyInput,
  type EnrollManyInput,
  type Enrollment,
  type EnrollmentBatchResponse,
  type EnrollmentRefusal,
  setupMessages,
} from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { electiveTerms, refuseOutsideSemester } from './elective-terms';
import { enrollmentRefusals } from './enrollment-refusals';
import { dropEnrollment, enrollInElective } from './enrollment-store';

export type EnrollmentBatch = Omit<EnrollmentBatchResponse, 'success'>;

type StudentChange = (studentId: string) => Promise<Outcome<Enrollment, 'not-found' | 'conflict'>>;

/**
 * Makes one change per student, each by the single call's rules, inside the caller's transaction. Each runs in a
 * savepoint, so a refused student (even one refused by a constraint, which aborts the statement) leaves nothing
 * behind and the others go on.
 */
async function eachStudent(db: Queryable, studentIds: readonly string[], change: StudentChange) {
  const enrollments: Enrollment[] = [];
  const refusals: { studentId: string; message: string }[] = [];
  for (const studentId of studentIds) {
    await db.query('SAVEPOINT one_student');
    const outcome = await change(studentId);
    if (outcome.ok) {
      await db.query('RELEASE SAVEPOINT one_student');
      enrollments.push(outcome.value);
    } else {
      await db.query('ROLLBACK TO SAVEPOINT one_student');
      refusals.push({ studentId, message: outcome.message ?? enrollmentRefusals[outcome.reason] });
    }
  }
  return { enrollments, refusals };
}

/** The batch's answer on the day used, each refused student named by the institute's records (an unknown id by none). */
async function answerOf(
  db: Queryable,
  instituteId: string,
  from: string,
  batch: Awaited<ReturnType<typeof eachStudent>>,
): Promise<EnrollmentBatch> {
  const { rows } = await db.query<{ id: string; name: string; rollNumber: string }>(
    `SELECT s.id, u.name, s.roll_number AS "rollNumber"
     FROM students s JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     WHERE s.institute_id = $1 AND s.id = ANY($2::uuid[])`,
    [instituteId, batch.refusals.map((refusal) => refusal.studentId)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refusals: EnrollmentRefusal[] = batch.refusals.map(({ studentId, message }) => ({
    studentId,
    studentName: byId.get(studentId)?.name ?? null,
    rollNumber: byId.get(studentId)?.rollNumber ?? null,
    message,
  }));
  return { from, enrollments: batch.enrollments, refused: refusals };
}

/**
 * Enrols each student in an elective from `from` (the institute's today, or the semester's first day when that is
 * later), each with its own outcome. A subject that is not an elective of the institute, or a day outside its
 * semester, refuses the whole batch.
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
  const batch = await eachStudent(db, studentIds, (studentId) =>
    enrollInElective(db, instituteId, { subjectId, studentId, enrolledOn: day }),
  );
  return succeeded(await answerOf(db, instituteId, day, batch));
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
  const batch = await eachStudent(db, studentIds, (studentId) =>
    dropEnrollment(db, instituteId, { subjectId, studentId, droppedOn: day }),
  );
  return succeeded(await answerOf(db, instituteId, day, batch));
}
