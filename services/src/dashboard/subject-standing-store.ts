import type { StudentBelow, SubjectSummary } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { SemesterSoFar } from './class-summary-store';
import type { Counted } from './counts';
import { belowThreshold, percentageTenths, thresholdTenths } from '../standing/standing-sql';
import { classNameOnDay } from '../students/class-on-day';

/** A student below the threshold, with the counts their percentages are worked from. */
export type StudentBelowCounts = Omit<StudentBelow, 'percentage' | 'lowest'> & {
  present: number;
  total: number;
  lowest: Omit<StudentBelow['lowest'], 'percentage'> & { present: number; total: number };
};

export interface SubjectStanding {
  subjects: Counted<SubjectSummary>[];
  belowCount: number;
  /** The lowest first, at most as many as asked. */
  below: StudentBelowCounts[];
}

/**
 * The semester's subjects still in use and the students below the threshold, from one read of the per-student
 * rollup (marks of lectures held while enrolled): that read is what costs, so both are worked from it.
 *
 * A subject sums all its students' counts. A student (not archived) below the threshold in a subject (`belowThreshold`)
 * is counted; the `listed` lowest are named, by the percentage of the subject they stand lowest in, then by name, each
 * with their class on the day (else the last one they were in before it).
 */
export async function subjectStanding(
  db: Queryable,
  instituteId: string,
  { semesterId, date, listed }: Omit<SemesterSoFar, 'startsOn'> & { listed: number },
): Promise<SubjectStanding> {
  const { rows } = await db.query<SubjectStanding>({
    name: 'dashboard-subject-standing',
    text: `WITH standing AS (
       SELECT r.student_id, r.subject_id, r.present, r.present + r.absent AS total,
              ${belowThreshold('r.present', 'r.present + r.absent', thresholdTenths('$1'))} AS below
       FROM student_subject_attendance r
       JOIN subjects s ON s.institute_id = r.institute_id AND s.id = r.subject_id AND s.semester_id = $2 AND s.archived_at IS NULL
       WHERE r.institute_id = $1
     ),
     -- One pass over the rollup's rows sums them both per subject and per student.
     sums AS MATERIALIZED (
       SELECT subject_id, student_id, sum(present)::int AS present, sum(total)::int AS total,
              count(*) FILTER (WHERE below)::int AS subjects_below,
              min(${percentageTenths('present', 'total')}) FILTER (WHERE below) AS lowest_tenths
       FROM standing
       GROUP BY GROUPING SETS ((subject_id), (student_id))
     ),
     per_subject AS (
       SELECT subject_id, present, total FROM sums WHERE subject_id IS NOT NULL
     ),
     below AS (
       SELECT sums.student_id, sums.present, sums.total, sums.subjects_below, sums.lowest_tenths, u.name, st.roll_number
       FROM sums
       JOIN students st ON st.institute_id = $1 AND st.id = sums.student_id AND st.archived_at IS NULL
       JOIN users u ON u.institute_id = $1 AND u.id = sums.student_id
       WHERE sums.student_id IS NOT NULL AND sums.subjects_below > 0
     ),
     listed AS (
       SELECT * FROM below ORDER BY lowest_tenths, name, roll_number LIMIT $4
     )
     SELECT
       (SELECT coalesce(json_agg(json_build_object('subjectId', s.id, 'name', s.name, 'code', s.code, 'className', c.name,
                                                   'present', coalesce(p.present, 0), 'total', coalesce(p.total, 0))
                                 ORDER BY c.name, s.name, s.code), '[]')
        FROM subjects s
        JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
        LEFT JOIN per_subject p ON p.subject_id = s.id
        WHERE s.institute_id = $1 AND s.semester_id = $2 AND s.archived_at IS NULL
       ) AS subjects,
       (SELECT count(*)::int FROM below) AS "belowCount",
       (SELECT coalesce(json_agg(json_build_object(
                 'studentId', listed.student_id, 'name', listed.name, 'rollNumber', listed.roll_number,
                 'className', ${classNameOnDay('$1', 'listed.student_id', '$3::date')},
                 'present', listed.present, 'total', listed.total, 'subjectsBelow', listed.subjects_below,
                 'lowest', (
                   SELECT json_build_object('subjectId', s.id, 'name', s.name, 'code', s.code,
                                            'present', r.present, 'total', r.present + r.absent)
                   FROM student_subject_attendance r
                   JOIN subjects s ON s.institute_id = r.institute_id AND s.id = r.subject_id AND s.semester_id = $2
                     AND s.archived_at IS NULL
                   WHERE r.institute_id = $1 AND r.student_id = listed.student_id AND r.present + r.absent > 0
                   ORDER BY r.present::numeric / (r.present + r.absent), s.name, s.code
                   LIMIT 1))
               ORDER BY listed.lowest_tenths, listed.name, listed.roll_number), '[]')
        FROM listed
       ) AS below`,
    values: [instituteId, semesterId, date, listed],
  });
  return rows[0]!;
}
