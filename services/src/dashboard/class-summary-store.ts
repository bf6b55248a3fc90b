import type { ClassSummary } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { Counted } from './counts';

/** Which semester, up to which day. */
export interface SemesterSoFar {
  semesterId: string;
  startsOn: string;
  date: string;
}

/**
 * Every class with a subject in the semester, by name, with every current mark of its days from the semester's
 * start to the day, as the class-day rollup keeps them.
 */
export async function classCounts(
  db: Queryable,
  instituteId: string,
  { semesterId, startsOn, date }: SemesterSoFar,
): Promise<Counted<ClassSummary>[]> {
  const { rows } = await db.query<Counted<ClassSummary>>({
    name: 'dashboard-classes',
    text: `SELECT c.id AS "classId", c.name, counts.present, counts.total
     FROM classes c
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(r.present), 0)::int AS present, coalesce(sum(r.present + r.absent), 0)::int AS total
       FROM class_day_attendance r
       WHERE r.institute_id = $1 AND r.class_id = c.id AND r.held_on BETWEEN $3::date AND $4::date
     ) counts
     WHERE c.institute_id = $1
       AND EXISTS (SELECT FROM subjects s WHERE s.institute_id = $1 AND s.class_id = c.id AND s.semester_id = $2)
     ORDER BY c.name`,
    values: [instituteId, semesterId, startsOn, date],
  });
  return rows;
}
