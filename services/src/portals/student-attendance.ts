import { percentage } from '@rollcall/contracts';
import { portalMessages, setupMessages, type StudentAttendanceResponse } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { eligibility, lecturesNeeded } from '../standing/attendance-standing';
import { type PortalReader, portalStudent } from './portal-student-store';
import { studentLectures, subjectCounts } from './student-attendance-store';
import { studentCalendar } from './student-calendar-store';

export type StudentAttendance = Omit<StudentAttendanceResponse, 'success'>;

/**
 * A student's attendance in a semester as they (or their parent) see it: the standing per subject from the
 * rollup against the institute's threshold, overall as the sum of the subjects, every marked lecture, and the
 * semester's holidays and exam days. Four queries: the student and semester, the subjects, the lectures, the
 * calendar. They are named, so each connection prepares them once: the portal is read on every visit, and planning
 * them took about as long as running them.
 */
export async function studentAttendance(
  db: Queryable,
  instituteId: string,
  reader: PortalReader,
  semesterId: string | null,
): Promise<Outcome<StudentAttendance, 'not-found'>> {
  const found = await portalStudent(db, instituteId, reader, semesterId);
  if (!found) return refused('not-found');
  const { semester, semesters, threshold, condonationFloor, today, ...student } = found;
  if (!semester) return refused('not-found', semesterId ? setupMessages.semesterNotFound : portalMessages.noSemester);

  const ofSemester = { studentId: student.id, semesterId: semester.id, today, endsOn: semester.endsOn };
  const counts = await subjectCounts(db, instituteId, ofSemester);
  const lectures = await studentLectures(db, instituteId, ofSemester);
  const rules = { threshold, condonationFloor };
  const subjects = counts.map(({ granted, ...subject }) => ({
    ...subject,
    ...eligibility({ ...subject, granted }, rules),
    lecturesNeeded: lecturesNeeded(subject.present, subject.total, threshold, subject.lecturesLeft),
  }));
  const present = subjects.reduce((sum, subject) => sum + subject.present, 0);
  const total = subjects.reduce((sum, subject) => sum + subject.total, 0);
  return succeeded({
    student,
    threshold,
    condonationFloor,
    today,
    semester,
    semesters,
    overall: { present, total, percentage: percentage(present, total) },
    subjects,
    lectures,
    calendar: await studentCalendar(db, instituteId, ofSemester),
  });
}
