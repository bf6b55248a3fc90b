import { type DropInput, type EnrollInput, type Enrollment, peopleMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { lockSemesterTimetables } from '../timetable/timetable-lock';
import { electiveTerms, refuseOutsideSemester } from './elective-terms';
import { refuseTimetableClash } from './enrollment-clash';

const ENROLLMENT_SELECT = `
  SELECT e.id, e.subject_id AS "subjectId", e.student_id AS "studentId", u.name AS "studentName",
         s.roll_number AS "rollNumber", to_char(e.enrolled_on, 'YYYY-MM-DD') AS "enrolledOn",
         to_char(e.dropped_on, 'YYYY-MM-DD') AS "droppedOn"
  FROM enrollments e
  JOIN students s ON s.institute_id = e.institute_id AND s.id = e.student_id
  JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
  WHERE e.institute_id = $1`;

export async function listEnrollments(
  db: Queryable,
  instituteId: string,
  subjectId: string,
): Promise<Outcome<Enrollment[], 'not-found'>> {
  const subject = await db.query(`SELECT 1 FROM subjects WHERE institute_id = $1 AND id = $2`, [instituteId, subjectId]);
  if (!subject.rowCount) return refused('not-found');
  const { rows } = await db.query<Enrollment>(
    `${ENROLLMENT_SELECT} AND e.subject_id = $2 ORDER BY length(s.roll_number), s.roll_number, e.enrolled_on`,
    [instituteId, subjectId],
  );
  return succeeded(rows);
}

async function findEnrollment(db: Queryable, instituteId: string, enrollmentId: string): Promise<Enrollment> {
  const { rows } = await db.query<Enrollment>(`${ENROLLMENT_SELECT} AND e.id = $2`, [instituteId, enrollmentId]);
  return rows[0]!;
}

/**
 * Enrols a student in an elective from `enrolledOn`, a day of the subject's semester on which the student is in
 * the subject's class; the enrolment ends when they leave the class within the semester. Core subjects enrol
 * the whole class by themselves. An elective that meets in a period of another subject the student is enrolled in
 * then is refused.
 */
export async function enrollInElective(
  db: Queryable,
  instituteId: string,
  { subjectId, studentId, enrolledOn }: EnrollInput,
): Promise<Outcome<Enrollment, 'not-found' | 'conflict'>> {
  const student = await db.query(`SELECT 1 FROM students WHERE institute_id = $1 AND id = $2`, [instituteId, studentId]);
  if (!student.rowCount) return refused('not-found', peopleMessages.studentNotFound);
  const elective = await electiveTerms(db, instituteId, subjectId);
  if (!elective.ok) return elective;
  const terms = elective.value;
  const outside = refuseOutsideSemester(terms, enrolledOn);
  if (outside) return outside;
  // The student's membership of the subject's class covering the day, if any: when it ends.
  const { rows } = await db.query<{ left_on: string | null }>(
    `SELECT to_char(cm.left_on, 'YYYY-MM-DD') AS left_on
     FROM subjects sub
     JOIN class_members cm ON cm.institute_id = sub.institute_id AND cm.class_id = sub.class_id AND cm.student_id = $3
       AND cm.joined_on <= $4::date AND (cm.left_on IS NULL OR cm.left_on > $4::date)
     WHERE sub.institute_id = $1 AND sub.id = $2`,
    [instituteId, subjectId, studentId, enrolledOn],
  );
  const membership = rows[0];
  if (!membership) return refused('conflict', peopleMessages.notInClassOnDate);
  const droppedOn = membership.left_on && membership.left_on <= terms.endsOn ? membership.left_on : null;
  await lockSemesterTimetables(db, instituteId, terms.semesterId);
  const clash = await refuseTimetableClash(db, instituteId, { subjectId, studentId, enrolledOn, droppedOn });
  if (clash) return clash;
  try {
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on, dropped_on) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [instituteId, subjectId, studentId, enrolledOn, droppedOn],
    );
    return succeeded(await findEnrollment(db, instituteId, inserted.rows[0]!.id));
  } catch (error) {
    if ((error as { code?: string }).code === '23P01') return refused('conflict', peopleMessages.alreadyEnrolled);
    throw error;
  }
}

/**
 * Ends the enrolment that covers the day before `droppedOn` (the first day out): earlier marks stay, later
 * lectures no longer count. An enrolment is never deleted.
 */
export async function dropEnrollment(
  db: Queryable,
  instituteId: string,
  { subjectId, studentId, droppedOn }: DropInput,
): Promise<Outcome<Enrollment, 'not-found' | 'conflict'>> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE enrollments SET dropped_on = $4
     WHERE institute_id = $1 AND subject_id = $2 AND student_id = $3
       AND enrolled_on < $4::date AND (dropped_on IS NULL OR dropped_on >= $4::date)
     RETURNING id`,
    [instituteId, subjectId, studentId, droppedOn],
  );
  if (rows[0]) return succeeded(await findEnrollment(db, instituteId, rows[0].id));
  const later = await db.query<{ enrolled_on: string }>(
    `SELECT to_char(enrolled_on, 'YYYY-MM-DD') AS enrolled_on FROM enrollments
     WHERE institute_id = $1 AND subject_id = $2 AND student_id = $3 AND enrolled_on >= $4::date
     ORDER BY enrolled_on LIMIT 1`,
    [instituteId, subjectId, studentId, droppedOn],
  );
  if (later.rows[0]) return refused('conflict', peopleMessages.dropNotAfterEnrolling(later.rows[0].enrolled_on));
  return refused('not-found', peopleMessages.notEnrolled);
}
