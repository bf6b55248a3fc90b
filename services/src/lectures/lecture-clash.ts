import { attendanceMessages, type SubmitLectureInput } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

type Register = Required<SubmitLectureInput>;
type Clash = Outcome<never, 'conflict'>;

/** The lecture a student is already in, as its refusal names it. */
interface OtherLecture {
  student: string;
  subject: string;
  className: string;
  period: number;
}

const clashOf = (other: OtherLecture): Clash =>
  refused('conflict', attendanceMessages.studentInOtherLecture(other.student, other.subject, other.className, other.period));

/** The names an OtherLecture gives: the student (roll number and name), the subject and its class. */
const namesOf = (studentId: string, subjectId: string) => `
  JOIN students st ON st.institute_id = $1 AND st.id = ${studentId}
  JOIN users u ON u.institute_id = st.institute_id AND u.id = st.id
  JOIN subjects s ON s.institute_id = $1 AND s.id = ${subjectId}
  JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id`;

/** The enrolment `e` that puts one of the students $4 in the lecture `other` on day $2. */
const ENROLLED_IN_OTHER = `
  JOIN enrollments e ON e.institute_id = $1 AND e.subject_id = other.subject_id AND e.student_id = ANY ($4::uuid[])
    AND e.enrolled_on <= $2::date AND (e.dropped_on IS NULL OR e.dropped_on > $2::date)`;

/**
 * An extra lecture (one the timetable does not hold for its subject in that period of the day) may not take a student
 * out of a lecture the timetable holds for them then: the first such student is named, with that lecture.
 */
export async function refuseScheduledClash(db: Queryable, instituteId: string, register: Register): Promise<Clash | null> {
  const { rows } = await db.query<OtherLecture>(
    `WITH held AS MATERIALIZED (SELECT subject_id, period FROM scheduled_lectures($1, $2::date, $2::date) WHERE period = $3)
     SELECT st.roll_number || ' ' || u.name AS student, s.name AS subject, c.name AS "className", other.period
     FROM held other
     ${ENROLLED_IN_OTHER}
     ${namesOf('e.student_id', 'other.subject_id')}
     WHERE other.subject_id <> $5 AND NOT EXISTS (SELECT FROM held own WHERE own.subject_id = $5)
     ORDER BY length(st.roll_number), st.roll_number, lower(s.name)
     LIMIT 1`,
    [instituteId, register.heldOn, register.period, register.marks.map((mark) => mark.studentId), register.subjectId],
  );
  return rows[0] ? clashOf(rows[0]) : null;
}

/**
 * Seats the register's students in its date and period, in one statement: a student seated in another lecture then
 * refuses the register, naming the first such student and that lecture. Students are seated in id order, so two
 * registers sharing students wait for each other rather than deadlock, and the later one is refused.
 */
export async function seatAttendees(db: Queryable, instituteId: string, register: Register): Promise<Outcome<null, 'conflict'>> {
  const studentIds = register.marks.map((mark) => mark.studentId);
  const seated = await db.query(
    `INSERT INTO lecture_attendees (institute_id, student_id, held_on, period, lecture_id)
     SELECT $1::uuid, student_id, $2::date, $3::smallint, $4::uuid FROM unnest($5::uuid[]) AS student_id ORDER BY student_id
     ON CONFLICT DO NOTHING`,
    [instituteId, register.heldOn, register.period, register.id, studentIds],
  );
  if (seated.rowCount === studentIds.length) return succeeded(null);
  const { rows } = await db.query<OtherLecture>(
    `SELECT st.roll_number || ' ' || u.name AS student, s.name AS subject, c.name AS "className", l.period
     FROM lecture_attendees a
     JOIN lectures l ON l.institute_id = a.institute_id AND l.id = a.lecture_id
     ${namesOf('a.student_id', 'l.subject_id')}
     WHERE a.institute_id = $1 AND a.held_on = $2::date AND a.period = $3 AND a.lecture_id <> $4 AND a.student_id = ANY ($5::uuid[])
     ORDER BY length(st.roll_number), st.roll_number
     LIMIT 1`,
    [instituteId, register.heldOn, register.period, register.id, studentIds],
  );
  return rows[0] ? clashOf(rows[0]) : refused('conflict');
}

/**
 * The periods of the day in which one of these students already has a lecture: taken, or held by the timetable for
 * another subject than this one. An extra lecture of the subject in one of them would put a student in two at once.
 */
export async function busyPeriods(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  day: string,
  studentIds: readonly string[],
): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await db.query<{ period: number }>(
    `SELECT a.period FROM lecture_attendees a
     WHERE a.institute_id = $1 AND a.held_on = $2::date AND a.student_id = ANY ($4::uuid[])
     UNION
     SELECT other.period FROM scheduled_lectures($1, $2::date, $2::date) other
     ${ENROLLED_IN_OTHER}
     WHERE other.subject_id <> $3
     ORDER BY period`,
    [instituteId, day, subjectId, studentIds],
  );
  return rows.map((row) => row.period);
}
