import type { StudentBelow } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { percentageTenths } from './percentage-order';

/** A student below the threshold, with the counts their percentages are worked from. */
export type StudentBelowCounts = Omit<StudentBelow, 'percentage' | 'lowest'> & {
  present: number;
  total: number;
  lowest: Omit<StudentBelow['lowest'], 'percentage'> & { present: number; total: number };
};

export interface BelowThresholdCounts {
  count: number;
  students: StudentBelowCounts[];
}

/**
 * The students (not archived) below the institute's threshold in at least one subject of the semester still in use,
 * from the per-student rollup (marks while enrolled): all of them counted, the `listed` lowest named, ordered by the
 * percentage of the subject they stand lowest in, then by name. A subject is below when present × 1000 < threshold in
 * tenths × total, in integers, so a student exactly at the threshold is not below it. Their class is the one they
 * are in on the day, else the last one they were in before it.
 */
export async function belowThreshold(
  db: Queryable,
  instituteId: string,
  { semesterId, date, listed }: { semesterId: string; date: string; listed: number },
): Promise<BelowThresholdCounts> {
  const { rows } = await db.query<StudentBelowCounts & { count: number }>({
    name: 'dashboard-below-threshold',
    text: `WITH threshold AS (
       SELECT (i.attendance_threshold * 10)::int AS tenths FROM institutes i WHERE i.id = $1
     ),
     standing AS MATERIALIZED (
       SELECT r.student_id, s.id AS subject_id, s.name, s.code, r.present, r.present + r.absent AS total,
              r.present + r.absent > 0 AND r.present * 1000 < threshold.tenths * (r.present + r.absent) AS below
       FROM subjects s
       CROSS JOIN threshold
       JOIN student_subject_attendance r ON r.institute_id = $1 AND r.subject_id = s.id
       JOIN students st ON st.institute_id = $1 AND st.id = r.student_id AND st.archived_at IS NULL
       WHERE s.institute_id = $1 AND s.semester_id = $2 AND s.archived_at IS NULL
     ),
     below AS (
       SELECT student_id, sum(present)::int AS present, sum(total)::int AS total, count(*) FILTER (WHERE below)::int AS subjects_below
       FROM standing
       GROUP BY student_id
       HAVING bool_or(below)
     ),
     lowest AS (
       SELECT DISTINCT ON (student_id) student_id, subject_id, name, code, present, total
       FROM standing
       WHERE below
       ORDER BY student_id, present::numeric / total, name, code
     ),
     listed AS (
       SELECT below.*, lowest.subject_id, lowest.name AS subject_name, lowest.code, lowest.present AS lowest_present,
              lowest.total AS lowest_total, u.name, st.roll_number, count(*) OVER () AS count
       FROM below
       JOIN lowest ON lowest.student_id = below.student_id
       JOIN students st ON st.institute_id = $1 AND st.id = below.student_id
       JOIN users u ON u.institute_id = $1 AND u.id = below.student_id
       ORDER BY ${percentageTenths('lowest.present', 'lowest.total')}, u.name, st.roll_number
       LIMIT $4
     )
     SELECT listed.count::int, listed.student_id AS "studentId", listed.name, listed.roll_number AS "rollNumber",
            (SELECT c.name FROM class_members cm JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
             WHERE cm.institute_id = $1 AND cm.student_id = listed.student_id AND cm.joined_on <= $3::date
             ORDER BY cm.joined_on DESC LIMIT 1) AS "className",
            listed.present, listed.total, listed.subjects_below AS "subjectsBelow",
            json_build_object('subjectId', listed.subject_id, 'name', listed.subject_name, 'code', listed.code,
                              'present', listed.lowest_present, 'total', listed.lowest_total) AS lowest
     FROM listed
     ORDER BY ${percentageTenths('listed.lowest_present', 'listed.lowest_total')}, listed.name, listed.roll_number`,
    values: [instituteId, semesterId, date, listed],
  });
  return { count: rows[0]?.count ?? 0, students: rows.map(({ count: _count, ...student }) => student) };
}
