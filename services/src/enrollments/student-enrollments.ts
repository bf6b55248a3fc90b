import { type Enrollment, peopleMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import type { ElectiveTerms } from './elective-terms';
import { timetableClashes } from './enrollment-clash';
import { enrollmentsOfStudents } from './enrollment-rows';

/** A student left as they were, and why. */
export interface StudentRefusal {
  studentId: string;
  reason: 'not-found' | 'conflict';
  message: string;
}

/** What a change of some students' enrolments in one subject did: the enrolments made or ended, and who was refused. */
export interface StudentsOutcome {
  enrollments: Enrollment[];
  refusals: StudentRefusal[];
}

interface Candidate {
  studentId: string;
  known: boolean;
  member: boolean;
  droppedOn: string | null;
  enrolled: boolean;
}

/**
 * Enrols students in an elective from `enrolledOn`, a day of its semester (the caller has checked the elective and
 * the day, and holds the semester's timetable lock). A student must be in the subject's class that day; the
 * enrolment ends when they leave the class within the semester. A student enrolled then already, or whose other
 * subjects meet in a period of this one then, is refused. The rules run over every student at once, in a few
 * statements, whatever their number.
 */
export async function enrollStudents(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  terms: ElectiveTerms,
  studentIds: readonly string[],
  enrolledOn: string,
): Promise<Outcome<StudentsOutcome, 'conflict'>> {
  const { rows } = await db.query<Candidate>(
    `SELECT chosen.student_id AS "studentId", st.id IS NOT NULL AS known, cm.id IS NOT NULL AS member,
            to_char(spell.dropped_on, 'YYYY-MM-DD') AS "droppedOn",
            EXISTS (
              SELECT FROM enrollments e
              WHERE e.institute_id = $1 AND e.subject_id = $2 AND e.student_id = chosen.student_id
                AND daterange(e.enrolled_on, e.dropped_on, '[)') && daterange($4::date, spell.dropped_on, '[)')
            ) AS enrolled
     FROM unnest($3::uuid[]) WITH ORDINALITY AS chosen (student_id, position)
     JOIN subjects sub ON sub.institute_id = $1 AND sub.id = $2
     LEFT JOIN students st ON st.institute_id = $1 AND st.id = chosen.student_id
     LEFT JOIN class_members cm ON cm.institute_id = $1 AND cm.class_id = sub.class_id AND cm.student_id = chosen.student_id
       AND cm.joined_on <= $4::date AND (cm.left_on IS NULL OR cm.left_on > $4::date)
     CROSS JOIN LATERAL (SELECT CASE WHEN cm.left_on <= $5::date THEN cm.left_on END AS dropped_on) spell
     ORDER BY chosen.position`,
    [instituteId, subjectId, studentIds, enrolledOn, terms.endsOn],
  );
  const members = rows.filter((row) => row.known && row.member);
  const clashes = await timetableClashes(
    db,
    instituteId,
    subjectId,
    members.map(({ studentId, droppedOn }) => ({ studentId, enrolledOn, droppedOn })),
  );
  const refusals: StudentRefusal[] = [];
  const admitted: Candidate[] = [];
  for (const row of rows) {
    const refusal = !row.known
      ? { reason: 'not-found' as const, message: peopleMessages.studentNotFound }
      : !row.member
        ? { reason: 'conflict' as const, message: peopleMessages.notInClassOnDate }
        : clashes.has(row.studentId)
          ? { reason: 'conflict' as const, message: clashes.get(row.studentId)! }
          : row.enrolled
            ? { reason: 'conflict' as const, message: peopleMessages.alreadyEnrolled }
            : null;
    if (refusal) refusals.push({ studentId: row.studentId, ...refusal });
    else admitted.push(row);
  }
  if (admitted.length === 0) return succeeded({ enrollments: [], refusals });
  try {
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on, dropped_on)
       SELECT $1, $2, admitted.student_id, $3, admitted.dropped_on FROM unnest($4::uuid[], $5::date[]) AS admitted (student_id, dropped_on)
       RETURNING id`,
      [instituteId, subjectId, enrolledOn, admitted.map((row) => row.studentId), admitted.map((row) => row.droppedOn)],
    );
    const ids = inserted.rows.map((row) => row.id);
    const enrollments = await enrollmentsOfStudents(
      db,
      instituteId,
      ids,
      admitted.map((row) => row.studentId),
    );
    return succeeded({ enrollments, refusals });
  } catch (error) {
    // Another enrolment over the same days was written since the check (the exclusion constraint said so).
    if ((error as { code?: string }).code === '23P01') return refused('conflict', peopleMessages.alreadyEnrolled);
    throw error;
  }
}

/**
 * Ends, for each student, the enrolment in the subject that covers the day before `droppedOn` (the first day out):
 * earlier marks stay, later lectures no longer count. An enrolment is never deleted. A student with no such
 * enrolment is refused: one whose enrolment begins on or after that day is told so.
 */
export async function dropStudents(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  studentIds: readonly string[],
  droppedOn: string,
): Promise<StudentsOutcome> {
  const { rows } = await db.query<{ id: string; studentId: string }>(
    `UPDATE enrollments SET dropped_on = $4
     WHERE institute_id = $1 AND subject_id = $2 AND student_id = ANY($3::uuid[])
       AND enrolled_on < $4::date AND (dropped_on IS NULL OR dropped_on >= $4::date)
     RETURNING id, student_id AS "studentId"`,
    [instituteId, subjectId, studentIds, droppedOn],
  );
  const dropped = new Set(rows.map((row) => row.studentId));
  const others = studentIds.filter((studentId) => !dropped.has(studentId));
  const later =
    others.length === 0
      ? { rows: [] }
      : await db.query<{ studentId: string; enrolledOn: string | null }>(
          `SELECT other.student_id AS "studentId", (
              SELECT to_char(min(e.enrolled_on), 'YYYY-MM-DD') FROM enrollments e
              WHERE e.institute_id = $1 AND e.subject_id = $2 AND e.student_id = other.student_id AND e.enrolled_on >= $4::date
            ) AS "enrolledOn"
     FROM unnest($3::uuid[]) AS other (student_id)`,
          [instituteId, subjectId, others, droppedOn],
        );
  const laterStart = new Map(later.rows.map((row) => [row.studentId, row.enrolledOn]));
  const refusals = others.map((studentId): StudentRefusal => {
    const enrolledOn = laterStart.get(studentId);
    return enrolledOn
      ? { studentId, reason: 'conflict', message: peopleMessages.dropNotAfterEnrolling(enrolledOn) }
      : { studentId, reason: 'not-found', message: peopleMessages.notEnrolled };
  });
  const enrollments = await enrollmentsOfStudents(
    db,
    instituteId,
    rows.map((row) => row.id),
    studentIds.filter((studentId) => dropped.has(studentId)),
  );
  return { enrollments, refusals };
}
