import type { StudentBelow, SubjectSummary } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { SemesterSoFar } from './class-summary-store';
import type { Counted } from './counts';
import { belowThreshold, thresholdTenths } from '../standing/standing-sql';
import { classNameOnDay } from '../students/class-on-day';
import { lowestFirst } from './lowest-first';

const subjectsLowestFirst = (row: string) =>
  `${lowestFirst(`${row}.present`, `${row}.total`)}, ${row}.class_name, ${row}.name, ${row}.code`;

/** A student below the threshold, with the counts their percentages are worked from. */
export type StudentBelowCounts = Omit<StudentBelow, 'percentage' | 'lowest'> & {
  present: number;
  total: number;
  lowest: Omit<StudentBelow['lowest'], 'percentage'> & { present: number; total: number };
};

export interface SubjectStanding {
  /** The lowest first, at most as many as asked. */
  subjects: Counted<SubjectSummary>[];
  subjectCount: number;
  belowCount: number;
  /** The lowest first, at most as many as asked. */
  below: StudentBelowCounts[];
}

/**
 * The semester's subjects still in use and the students below the threshold, from the rollups kept per subject and
 * per student and semester (their cost follows the subjects and the students below, not the institute's size).
 *
 * A subject sums all its students' counts; all are counted, and the `subjectsListed` lowest named, by percentage
 * (those with no marks last), ties by class name then subject name. A student (not archived) below the threshold in
 * a subject of the semester still in use is counted (`below_from`: the lowest threshold they are below at); the
 * `listed` lowest are named, by the percentage of the subject they stand lowest in, then by name, each with their
 * class on the day (else the last one they were in before it), their counts summed over the semester's subjects and
 * how many of them they are below in.
 */
export async function subjectStanding(
  db: Queryable,
  instituteId: string,
  { semesterId, date, listed, subjectsListed }: Omit<SemesterSoFar, 'startsOn'> & { listed: number; subjectsListed: number },
): Promise<SubjectStanding> {
  const { rows } = await db.query<SubjectStanding>({
    name: 'dashboard-subject-standing',
    text: `WITH below AS NOT MATERIALIZED (
       SELECT ss.student_id, ss.lowest_tenths
       FROM student_semester_standing ss
       WHERE ss.institute_id = $1 AND ss.semester_id = $2 AND NOT ss.archived AND ss.below_from <= ${thresholdTenths('$1')}
     ),
     -- The percentage of the last one listed: only those at or under it are named and sorted by name.
     cutoff AS (
       SELECT max(first.lowest_tenths) AS lowest_tenths
       FROM (SELECT below.lowest_tenths FROM below ORDER BY below.lowest_tenths LIMIT $4) first
     ),
     listed AS MATERIALIZED (
       SELECT below.student_id, below.lowest_tenths, u.name, st.roll_number
       FROM below
       JOIN students st ON st.institute_id = $1 AND st.id = below.student_id
       JOIN users u ON u.institute_id = $1 AND u.id = below.student_id
       WHERE below.lowest_tenths <= (SELECT cutoff.lowest_tenths FROM cutoff)
       ORDER BY below.lowest_tenths, u.name, st.roll_number
       LIMIT $4
     ),
     subject_counts AS (
       SELECT s.id, s.name, s.code, c.name AS class_name,
              coalesce(p.present, 0) AS present, coalesce(p.present + p.absent, 0) AS total
       FROM subjects s
       JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
       LEFT JOIN subject_attendance p ON p.institute_id = s.institute_id AND p.subject_id = s.id
       WHERE s.institute_id = $1 AND s.semester_id = $2 AND s.archived_at IS NULL
     ),
     counted AS (
       SELECT listed.*, sums.present, sums.total, sums.subjects_below
       FROM listed
       CROSS JOIN LATERAL (
         SELECT sum(r.present)::int AS present, sum(r.present + r.absent)::int AS total,
                count(*) FILTER (WHERE ${belowThreshold('r.present', 'r.present + r.absent', thresholdTenths('$1'))})::int
                  AS subjects_below
         FROM student_subject_attendance r
         JOIN subjects s ON s.institute_id = r.institute_id AND s.id = r.subject_id AND s.semester_id = $2
           AND s.archived_at IS NULL
         WHERE r.institute_id = $1 AND r.student_id = listed.student_id
       ) sums
     )
     SELECT
       (SELECT count(*)::int FROM subject_counts) AS "subjectCount",
       (SELECT coalesce(json_agg(json_build_object('subjectId', lowest.id, 'name', lowest.name, 'code', lowest.code,
                                                   'className', lowest.class_name,
                                                   'present', lowest.present, 'total', lowest.total)
                                 ORDER BY ${subjectsLowestFirst('lowest')}), '[]')
        FROM (SELECT * FROM subject_counts ORDER BY ${subjectsLowestFirst('subject_counts')} LIMIT $5) lowest
       ) AS subjects,
       (SELECT count(*)::int FROM below) AS "belowCount",
       (SELECT coalesce(json_agg(json_build_object(
                 'studentId', counted.student_id, 'name', counted.name, 'rollNumber', counted.roll_number,
                 'className', ${classNameOnDay('$1', 'counted.student_id', '$3::date')},
                 'present', counted.present, 'total', counted.total, 'subjectsBelow', counted.subjects_below,
                 'lowest', (
                   SELECT json_build_object('subjectId', s.id, 'name', s.name, 'code', s.code,
                                            'present', r.present, 'total', r.present + r.absent)
                   FROM student_subject_attendance r
                   JOIN subjects s ON s.institute_id = r.institute_id AND s.id = r.subject_id AND s.semester_id = $2
                     AND s.archived_at IS NULL
                   WHERE r.institute_id = $1 AND r.student_id = counted.student_id AND r.present + r.absent > 0
                   ORDER BY r.present::numeric / (r.present + r.absent), s.name, s.code
                   LIMIT 1))
               ORDER BY counted.lowest_tenths, counted.name, counted.roll_number), '[]')
        FROM counted
       ) AS below`,
    values: [instituteId, semesterId, date, listed, subjectsListed],
  });
  return rows[0]!;
}
