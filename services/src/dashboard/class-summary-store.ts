import type { ClassSummary } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { Counted } from './counts';
import { lowestFirst } from './lowest-first';

const classesLowestFirst = (row: string) => `${lowestFirst(`${row}.present`, `${row}.total`)}, ${row}.name`;

/** Which semester, up to which day. */
export interface SemesterSoFar {
  semesterId: string;
  startsOn: string;
  date: string;
}

/** The lowest classes as asked, and how many there are in all. */
export interface ClassCounts {
  listed: Counted<ClassSummary>[];
  count: number;
}

/**
 * The classes with a subject in the semester, with every current mark of their days from the semester's start to
 * the day, as the class-day rollup keeps them: how many there are, and the `listed` lowest, by percentage (those with
 * no marks last), ties by name.
 */
export async function classCounts(
  db: Queryable,
  instituteId: string,
  { semesterId, startsOn, date, listed }: SemesterSoFar & { listed: number },
): Promise<ClassCounts> {
  const { rows } = await db.query<ClassCounts>({
    name: 'dashboard-classes',
    text: `WITH counted AS (
       SELECT c.id, c.name, counts.present, counts.total
       FROM classes c
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(r.present), 0)::int AS present, coalesce(sum(r.present + r.absent), 0)::int AS total
         FROM class_day_attendance r
         WHERE r.institute_id = $1 AND r.class_id = c.id AND r.held_on BETWEEN $3::date AND $4::date
       ) counts
       WHERE c.institute_id = $1
         AND EXISTS (SELECT FROM subjects s WHERE s.institute_id = $1 AND s.class_id = c.id AND s.semester_id = $2)
     ),
     lowest AS (
       SELECT counted.* FROM counted ORDER BY ${classesLowestFirst('counted')} LIMIT $5
     )
     SELECT (SELECT count(*)::int FROM counted) AS count,
            (SELECT coalesce(json_agg(json_build_object('classId', lowest.id, 'name', lowest.name,
                                                        'present', lowest.present, 'total', lowest.total)
                                      ORDER BY ${classesLowestFirst('lowest')}), '[]')
             FROM lowest) AS listed`,
    values: [instituteId, semesterId, startsOn, date, listed],
  });
  return rows[0]!;
}
