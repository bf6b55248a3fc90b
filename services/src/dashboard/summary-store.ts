import type { ClassSummary, SubjectSummary } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { Counted } from './counts';

/** Which semester, up to which day. */
export interface SemesterSoFar {
  semesterId: string;
  startsOn: string;
  date: string;
}

export interface SummaryCounts {
  classes: Counted<ClassSummary>[];
  subjects: Counted<SubjectSummary>[];
}

/**
 * The semester so far per class and per subject, from the rollups. A class (any class with a subject in the
 * semester) counts every current mark of its days from the semester's start to the day; a subject still in use
 * counts its students' marks of lectures held while they were enrolled, as the per-student rollup keeps them.
 */
export async function summaryCounts(
  db: Queryable,
  instituteId: string,
  { semesterId, startsOn, date }: SemesterSoFar,
): Promise<SummaryCounts> {
  const { rows } = await db.query<SummaryCounts>({
    name: 'dashboard-summaries',
    text: `SELECT
       (SELECT coalesce(json_agg(json_build_object('classId', c.id, 'name', c.name,
                                                   'present', counts.present, 'total', counts.total) ORDER BY c.name), '[]')
        FROM classes c
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(r.present), 0)::int AS present, coalesce(sum(r.present + r.absent), 0)::int AS total
          FROM class_day_attendance r
          WHERE r.institute_id = $1 AND r.class_id = c.id AND r.held_on BETWEEN $3::date AND $4::date
        ) counts
        WHERE c.institute_id = $1
          AND EXISTS (SELECT FROM subjects s WHERE s.institute_id = $1 AND s.class_id = c.id AND s.semester_id = $2)
       ) AS classes,
       (SELECT coalesce(json_agg(json_build_object('subjectId', s.id, 'name', s.name, 'code', s.code, 'className', c.name,
                                                   'present', counts.present, 'total', counts.total)
                                 ORDER BY c.name, s.name, s.code), '[]')
        FROM subjects s
        JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(r.present), 0)::int AS present, coalesce(sum(r.present + r.absent), 0)::int AS total
          FROM student_subject_attendance r
          WHERE r.institute_id = $1 AND r.subject_id = s.id
        ) counts
        WHERE s.institute_id = $1 AND s.semester_id = $2 AND s.archived_at IS NULL
       ) AS subjects`,
    values: [instituteId, semesterId, startsOn, date],
  });
  return rows[0]!;
}
