import type { RosterStudent } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { BY_ROLL_NUMBER } from '../students/student-store';

/**
 * The roster of a subject on a day: the students enrolled on it, by roll number. Enrolments are half-open, so a
 * student is on the roster from the day they enrol up to the day before they drop. A student is on leave when an
 * approved leave covers the whole day, or the period asked for; without a period, only a whole day's leave counts.
 */
export async function rosterOn(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  day: string,
  period: number | null = null,
): Promise<RosterStudent[]> {
  const { rows } = await db.query<RosterStudent>(
    `SELECT s.id, u.name, s.roll_number AS "rollNumber",
            EXISTS (
              SELECT FROM leave_requests lr
              WHERE lr.institute_id = $1 AND lr.student_id = s.id AND lr.kind = 'leave' AND lr.status = 'approved'
                AND $3::date BETWEEN lr.starts_on AND lr.ends_on
                AND (lr.periods IS NULL OR $4::smallint = ANY (lr.periods))
            ) AS "onLeave"
     FROM enrollments e
     JOIN students s ON s.institute_id = e.institute_id AND s.id = e.student_id
     JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     WHERE e.institute_id = $1 AND e.subject_id = $2
       AND e.enrolled_on <= $3::date AND (e.dropped_on IS NULL OR e.dropped_on > $3::date)
     ${BY_ROLL_NUMBER}`,
    [instituteId, subjectId, day, period],
  );
  return rows;
}

/** The periods of the subject already taken on the day, so an extra lecture picks a free one. */
export async function takenPeriods(db: Queryable, instituteId: string, subjectId: string, day: string): Promise<number[]> {
  const { rows } = await db.query<{ period: number }>(
    `SELECT period FROM lectures WHERE institute_id = $1 AND subject_id = $2 AND held_on = $3 ORDER BY period`,
    [instituteId, subjectId, day],
  );
  return rows.map((row) => row.period);
}

/** Students of the institute by id, named as a register names them ("R-004 Asha Rao"); ids of no student are left out. */
export async function studentLabels(
  db: Queryable,
  instituteId: string,
  studentIds: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; label: string }>(
    `SELECT s.id, s.roll_number || ' ' || u.name AS label
     FROM students s JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     WHERE s.institute_id = $1 AND s.id = ANY ($2::uuid[])`,
    [instituteId, studentIds],
  );
  return new Map(rows.map((row) => [row.id, row.label]));
}
