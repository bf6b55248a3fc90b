import { peopleMessages, type Student, type StudentFields } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';
import { leaveInstitute } from './membership-store';

/**
 * A student with their class (the membership covering today, else the one they will join; none once they left
 * every class) and their guardians. Roll numbers sort naturally: 2 before 10.
 */
export const STUDENT_SELECT = `
  SELECT u.id, u.name, u.email, s.roll_number AS "rollNumber", m.class_id AS "classId", c.name AS "className",
         to_char(m.joined_on, 'YYYY-MM-DD') AS "joinedOn", coalesce(g.list, '[]') AS guardians,
         s.archived_at IS NOT NULL AS archived
  FROM students s
  JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
  CROSS JOIN ${instituteToday('$1')} AS today (day)
  LEFT JOIN LATERAL (
    SELECT cm.class_id, cm.joined_on FROM class_members cm
    WHERE cm.institute_id = s.institute_id AND cm.student_id = s.id AND (cm.left_on IS NULL OR cm.left_on > today.day)
    ORDER BY cm.joined_on <= today.day DESC, cm.joined_on
    LIMIT 1
  ) m ON true
  LEFT JOIN classes c ON c.institute_id = s.institute_id AND c.id = m.class_id
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email) ORDER BY p.name, p.email) AS list
    FROM guardians gd
    JOIN users p ON p.institute_id = gd.institute_id AND p.id = gd.parent_id
    WHERE gd.institute_id = s.institute_id AND gd.student_id = s.id
  ) g ON true
  WHERE s.institute_id = $1`;

/** Roll numbers in natural order where they share a pattern (R-2 before R-10), on students aliased `s`. */
export const ROLL_NUMBER_ORDER = 'length(s.roll_number), s.roll_number';
export const BY_ROLL_NUMBER = `ORDER BY ${ROLL_NUMBER_ORDER}`;

export async function listStudents(db: Queryable, instituteId: string, classId?: string): Promise<Student[]> {
  const { rows } = classId
    ? await db.query<Student>(`${STUDENT_SELECT} AND m.class_id = $2 ${BY_ROLL_NUMBER}`, [instituteId, classId])
    : await db.query<Student>(`${STUDENT_SELECT} ${BY_ROLL_NUMBER}`, [instituteId]);
  return rows;
}

export async function findStudent(db: Queryable, instituteId: string, studentId: string): Promise<Outcome<Student, 'not-found'>> {
  const { rows } = await db.query<Student>(`${STUDENT_SELECT} AND s.id = $2`, [instituteId, studentId]);
  return rows[0] ? succeeded(rows[0]) : refused('not-found');
}

export interface StudentRecord {
  id: string;
  rollNumber: string;
}

/** The institute's records of new students (their users rows exist); answers the roll numbers already taken, which were left out. */
export async function insertStudentRecords(db: Queryable, instituteId: string, records: StudentRecord[]): Promise<string[]> {
  const { rows } = await db.query<{ roll_number: string }>(
    `INSERT INTO students (institute_id, id, roll_number)
     SELECT $1, record.id, record.roll_number FROM unnest($2::uuid[], $3::text[]) AS record (id, roll_number)
     ON CONFLICT ON CONSTRAINT students_roll_number_key DO NOTHING
     RETURNING roll_number`,
    [instituteId, records.map((record) => record.id), records.map((record) => record.rollNumber)],
  );
  const inserted = new Set(rows.map((row) => row.roll_number));
  return records.map((record) => record.rollNumber).filter((rollNumber) => !inserted.has(rollNumber));
}

/** Which of these roll numbers the institute already gives. */
export async function rollNumbersInUse(db: Queryable, instituteId: string, rollNumbers: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ roll_number: string }>(
    `SELECT roll_number FROM students WHERE institute_id = $1 AND roll_number = ANY($2::text[])`,
    [instituteId, rollNumbers],
  );
  return new Set(rows.map((row) => row.roll_number));
}

/** A clash leaves the transaction aborted: the caller must end it. */
export async function updateStudentDetails(
  db: Queryable,
  instituteId: string,
  studentId: string,
  fields: Omit<StudentFields, 'guardians'>,
): Promise<Outcome<void, 'not-found' | 'duplicate-email' | 'duplicate'>> {
  try {
    const { rowCount } = await db.query(
      `UPDATE users SET name = $3, email = $4, updated_at = now() WHERE institute_id = $1 AND id = $2 AND role = 'student'`,
      [instituteId, studentId, fields.name, fields.email],
    );
    if (!rowCount) return refused('not-found');
    await db.query(`UPDATE students SET roll_number = $3 WHERE institute_id = $1 AND id = $2`, [
      instituteId,
      studentId,
      fields.rollNumber,
    ]);
    return succeeded(undefined);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_role_email_key') return refused('duplicate-email');
    if (constraint === 'students_roll_number_key') return refused('duplicate', peopleMessages.rollNumberTaken(fields.rollNumber));
    throw error;
  }
}

/**
 * Removes a student, or archives them when they have attendance marks: marks are never deleted, and they
 * name the student. An archived student leaves their class and subjects from the institute's today, so no
 * later register lists them. Answers whether the student was archived.
 */
export async function removeStudent(
  db: Queryable,
  instituteId: string,
  studentId: string,
): Promise<Outcome<{ archived: boolean }, 'not-found'>> {
  const { rows } = await db.query<{ today: string }>(
    `UPDATE students s SET archived_at = coalesce(s.archived_at, now())
     WHERE s.institute_id = $1 AND s.id = $2
       AND EXISTS (SELECT 1 FROM attendance_marks am WHERE am.institute_id = s.institute_id AND am.student_id = s.id)
     RETURNING to_char(${instituteToday('$1')}, 'YYYY-MM-DD') AS today`,
    [instituteId, studentId],
  );
  if (rows[0]) {
    await leaveInstitute(db, instituteId, studentId, rows[0].today);
    return succeeded({ archived: true });
  }
  const { rowCount } = await db.query(`DELETE FROM users WHERE institute_id = $1 AND id = $2 AND role = 'student'`, [
    instituteId,
    studentId,
  ]);
  return rowCount ? succeeded({ archived: false }) : refused('not-found');
}
