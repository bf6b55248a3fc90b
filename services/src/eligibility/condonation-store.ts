import {
  CONDONATIONS_LISTED_MAX,
  type Condonation,
  type CondonationInput,
  eligibilityMessages,
  peopleMessages,
  setupMessages,
} from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { isoInstant, namedUser } from '../db/sql-json';

export type CondonationRefusal = 'not-found' | 'conflict';

/** A condonation of the row `c`, with who granted and withdrew it from the users `g` and `w` (null once removed). */
const CONDONATION_COLUMNS = `c.id, c.student_id AS "studentId", c.subject_id AS "subjectId", c.lectures, c.reason, c.reference,
  ${namedUser('g')} AS "grantedBy",
  ${isoInstant('c.granted_at')} AS "grantedAt",
  ${namedUser('w')} AS "withdrawnBy",
  ${isoInstant('c.withdrawn_at')} AS "withdrawnAt"`;

const WITH_WHO = `LEFT JOIN users g ON g.institute_id = c.institute_id AND g.id = c.granted_by
  LEFT JOIN users w ON w.institute_id = c.institute_id AND w.id = c.withdrawn_by`;

/**
 * Grants a condonation to a student of the institute in a subject of the institute they were enrolled in at some
 * time (a dropped subject too: its earlier lectures still count). Archived students and subjects are granted as
 * they are corrected: their records stay.
 */
export async function grantCondonation(
  db: Queryable,
  instituteId: string,
  grantedBy: string,
  { studentId, subjectId, lectures, reason, reference }: CondonationInput,
): Promise<Outcome<Condonation, CondonationRefusal>> {
  const found = await db.query<{ student: boolean; subject: boolean; enrolled: boolean }>(
    `SELECT EXISTS (SELECT FROM students WHERE institute_id = $1 AND id = $2) AS student,
            EXISTS (SELECT FROM subjects WHERE institute_id = $1 AND id = $3) AS subject,
            EXISTS (SELECT FROM enrollments WHERE institute_id = $1 AND student_id = $2 AND subject_id = $3) AS enrolled`,
    [instituteId, studentId, subjectId],
  );
  const { student, subject, enrolled } = found.rows[0]!;
  if (!student) return refused('not-found', peopleMessages.studentNotFound);
  if (!subject) return refused('not-found', setupMessages.subjectNotFound);
  if (!enrolled) return refused('conflict', eligibilityMessages.notEnrolled);
  const { rows } = await db.query<Condonation>(
    `WITH c AS (
       INSERT INTO condonations (institute_id, student_id, subject_id, lectures, reason, reference, granted_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *
     )
     SELECT ${CONDONATION_COLUMNS} FROM c ${WITH_WHO}`,
    [instituteId, studentId, subjectId, lectures, reason, reference ?? null, grantedBy],
  );
  return succeeded(rows[0]!);
}

/**
 * The institute's condonations, of a student and/or a subject when named, newest first, withdrawn ones included;
 * at most CONDONATIONS_LISTED_MAX when neither is named.
 */
export async function listCondonations(
  db: Queryable,
  instituteId: string,
  { studentId, subjectId }: { studentId?: string; subjectId?: string },
): Promise<Condonation[]> {
  const narrowed = studentId !== undefined || subjectId !== undefined;
  const { rows } = await db.query<Condonation>(
    `SELECT ${CONDONATION_COLUMNS}
     FROM condonations c ${WITH_WHO}
     WHERE c.institute_id = $1 AND ($2::uuid IS NULL OR c.student_id = $2) AND ($3::uuid IS NULL OR c.subject_id = $3)
     ORDER BY c.granted_at DESC, c.id DESC
     LIMIT $4`,
    [instituteId, studentId ?? null, subjectId ?? null, narrowed ? null : CONDONATIONS_LISTED_MAX],
  );
  return rows;
}

/** Withdraws a condonation in force: it stops counting and stays in the history, with who withdrew it and when. */
export async function withdrawCondonation(
  db: Queryable,
  instituteId: string,
  id: string,
  withdrawnBy: string,
): Promise<Outcome<Condonation, CondonationRefusal>> {
  const { rows } = await db.query<Condonation>(
    `WITH c AS (
       UPDATE condonations SET withdrawn_at = now(), withdrawn_by = $3
       WHERE institute_id = $1 AND id = $2 AND withdrawn_at IS NULL
       RETURNING *
     )
     SELECT ${CONDONATION_COLUMNS} FROM c ${WITH_WHO}`,
    [instituteId, id, withdrawnBy],
  );
  if (rows[0]) return succeeded(rows[0]);
  const stored = await db.query(`SELECT FROM condonations WHERE institute_id = $1 AND id = $2`, [instituteId, id]);
  return stored.rowCount ? refused('conflict', eligibilityMessages.withdrawnAlready) : refused('not-found');
}
