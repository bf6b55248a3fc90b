import { peopleMessages, setupMessages } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { enrolInCoreSubjects } from '../enrollments/core-enrollment';

export interface NewMembership {
  studentId: string;
  classId: string;
  /** The first day in the class; the institute's today when null. */
  joinedOn: string | null;
}

/** Puts students into classes in one statement and answers the new memberships' ids. */
export async function joinClasses(
  db: Queryable,
  instituteId: string,
  memberships: NewMembership[],
): Promise<Outcome<string[], 'not-found'>> {
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO class_members (institute_id, class_id, student_id, joined_on)
       SELECT $1, m.class_id, m.student_id, coalesce(m.joined_on, ${instituteToday('$1')})
       FROM unnest($2::uuid[], $3::uuid[], $4::date[]) AS m (class_id, student_id, joined_on)
       RETURNING id`,
      [
        instituteId,
        memberships.map((membership) => membership.classId),
        memberships.map((membership) => membership.studentId),
        memberships.map((membership) => membership.joinedOn),
      ],
    );
    return succeeded(rows.map((row) => row.id));
  } catch (error) {
    // The class is not one of the institute's: the key names the institute.
    if ((error as { code?: string }).code === '23503') return refused('not-found', setupMessages.classNotFound);
    throw error;
  }
}

/**
 * Moves a student to another class from `on`: the current membership ends the day before (left_on = on), the
 * subjects of the old class end then too (enrolments that would only begin later are removed, they never
 * began), and the new class's core subjects enrol the student from `on`.
 */
export async function transferStudent(
  db: Queryable,
  instituteId: string,
  studentId: string,
  classId: string,
  on: string,
): Promise<Outcome<void, 'not-found' | 'conflict'>> {
  const student = await db.query(`SELECT 1 FROM students WHERE institute_id = $1 AND id = $2 FOR UPDATE`, [
    instituteId,
    studentId,
  ]);
  if (!student.rowCount) return refused('not-found', peopleMessages.studentNotFound);
  const target = await db.query(`SELECT 1 FROM classes WHERE institute_id = $1 AND id = $2`, [instituteId, classId]);
  if (!target.rowCount) return refused('not-found', setupMessages.classNotFound);

  const { rows } = await db.query<{ id: string; class_id: string; joined_on: string }>(
    `SELECT id, class_id, to_char(joined_on, 'YYYY-MM-DD') AS joined_on FROM class_members
     WHERE institute_id = $1 AND student_id = $2 AND left_on IS NULL`,
    [instituteId, studentId],
  );
  const current = rows[0];
  if (current) {
    if (current.class_id === classId) return refused('conflict', peopleMessages.alreadyInClass);
    if (current.joined_on >= on) return refused('conflict', peopleMessages.transferNotAfterJoining(current.joined_on));
    await db.query(`UPDATE class_members SET left_on = $3 WHERE institute_id = $1 AND id = $2`, [instituteId, current.id, on]);
    await leaveSubjects(db, instituteId, studentId, on, current.class_id);
  }
  const joined = await db
    .query<{ id: string }>(
      `INSERT INTO class_members (institute_id, class_id, student_id, joined_on) VALUES ($1, $2, $3, $4) RETURNING id`,
      [instituteId, classId, studentId, on],
    )
    .catch((error: { code?: string }) => {
      if (error.code === '23P01') return null;
      throw error;
    });
  if (!joined) return refused('conflict', peopleMessages.membershipClash);
  await enrolInCoreSubjects(db, instituteId, { classMemberId: joined.rows[0]!.id });
  return succeeded(undefined);
}

/** The student's enrolments end on `on` (the first day out): of one class's subjects, or of every subject. */
async function leaveSubjects(db: Queryable, instituteId: string, studentId: string, on: string, classId?: string) {
  const ofStudent = `institute_id = $1 AND student_id = $2 AND ($4::uuid IS NULL OR subject_id IN (
    SELECT id FROM subjects WHERE institute_id = $1 AND class_id = $4))`;
  const values = [instituteId, studentId, on, classId ?? null];
  // Enrolments that would only begin on or after that day never began.
  await db.query(`DELETE FROM enrollments WHERE ${ofStudent} AND enrolled_on >= $3`, values);
  await db.query(`UPDATE enrollments SET dropped_on = $3 WHERE ${ofStudent} AND (dropped_on IS NULL OR dropped_on > $3)`, values);
}

/**
 * A student who leaves the institute (archived, with their attendance kept) is in no class and no subject from
 * `on`: they are off every roster from then, and their earlier marks still count.
 */
export async function leaveInstitute(db: Queryable, instituteId: string, studentId: string, on: string): Promise<void> {
  await db.query(`DELETE FROM class_members WHERE institute_id = $1 AND student_id = $2 AND joined_on >= $3`, [
    instituteId,
    studentId,
    on,
  ]);
  await db.query(
    `UPDATE class_members SET left_on = $3 WHERE institute_id = $1 AND student_id = $2 AND (left_on IS NULL OR left_on > $3)`,
    [instituteId, studentId, on],
  );
  await leaveSubjects(db, instituteId, studentId, on);
}
