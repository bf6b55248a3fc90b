import { type DropInput, type EnrollInput, type Enrollment, peopleMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { lockSemesterTimetables } from '../timetable/timetable-lock';
import { electiveTerms, refuseOutsideSemester } from './elective-terms';
import { ENROLLMENT_SELECT } from './enrollment-rows';
import { dropStudents, enrollStudents, type StudentsOutcome } from './student-enrollments';

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

/** The one student's enrolment, or why they were refused. */
function onlyStudent({ enrollments, refusals }: StudentsOutcome): Outcome<Enrollment, 'not-found' | 'conflict'> {
  const refusal = refusals[0];
  return refusal ? refused(refusal.reason, refusal.message) : succeeded(enrollments[0]!);
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
  const outside = refuseOutsideSemester(elective.value, enrolledOn);
  if (outside) return outside;
  await lockSemesterTimetables(db, instituteId, elective.value.semesterId);
  const outcome = await enrollStudents(db, instituteId, subjectId, elective.value, [studentId], enrolledOn);
  return outcome.ok ? onlyStudent(outcome.value) : outcome;
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
  return onlyStudent(await dropStudents(db, instituteId, subjectId, [studentId], droppedOn));
}
