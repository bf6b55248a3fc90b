import type { Dashboard, TrendPoint } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import type { Counted } from './counts';

type Trend = keyof Dashboard['trend'];
export type TrendCounts = Record<Trend, Counted<TrendPoint>[]>;

/**
 * The institute's current marks per day, per ISO week and per month of the semester, up to the day and never
 * after it, from the class-day rollup: one read of the days that any of the three trends covers, summed over the
 * classes, then put into the 30 days, the 12 weeks (each from its Monday) and the semester's months (only its days).
 * Every period is a point, those without marks at 0 of 0. No semester: no months.
 */
export async function trendCounts(
  db: Queryable,
  instituteId: string,
  date: string,
  semesterStartsOn: string | null,
): Promise<TrendCounts> {
  const { rows } = await db.query<Counted<TrendPoint> & { trend: Trend }>({
    name: 'dashboard-trends',
    text: `WITH bounds AS (
       SELECT $2::date AS day, $2::date - 29 AS first_day,
              $2::date - (extract(isodow FROM $2::date)::int - 1) - 77 AS first_monday, $3::date AS semester_start
     ),
     per_day AS MATERIALIZED (
       SELECT r.held_on, sum(r.present)::int AS present, sum(r.present + r.absent)::int AS total
       FROM class_day_attendance r, bounds b
       WHERE r.institute_id = $1 AND r.held_on <= b.day
         AND r.held_on >= least(b.first_day, b.first_monday, coalesce(b.semester_start, b.day))
       GROUP BY r.held_on
     ),
     points AS (
       SELECT 'daily' AS trend, d.first::date AS date, coalesce(sum(p.present), 0) AS present, coalesce(sum(p.total), 0) AS total
       FROM bounds b
       CROSS JOIN generate_series(b.first_day::timestamp, b.day::timestamp, interval '1 day') AS d (first)
       LEFT JOIN per_day p ON p.held_on = d.first
       GROUP BY d.first
       UNION ALL
       SELECT 'weekly', w.first::date, coalesce(sum(p.present), 0), coalesce(sum(p.total), 0)
       FROM bounds b
       CROSS JOIN generate_series(b.first_monday::timestamp, b.day::timestamp, interval '7 days') AS w (first)
       LEFT JOIN per_day p ON p.held_on >= w.first AND p.held_on < w.first + interval '7 days'
       GROUP BY w.first
       UNION ALL
       SELECT 'monthly', m.first::date, coalesce(sum(p.present), 0), coalesce(sum(p.total), 0)
       FROM bounds b
       CROSS JOIN generate_series(date_trunc('month', b.semester_start::timestamp), b.day::timestamp, interval '1 month') AS m (first)
       LEFT JOIN per_day p ON p.held_on >= greatest(m.first, b.semester_start) AND p.held_on < m.first + interval '1 month'
       GROUP BY m.first
     )
     SELECT trend, to_char(date, 'YYYY-MM-DD') AS date, present::int, total::int FROM points ORDER BY trend, date`,
    values: [instituteId, date, semesterStartsOn],
  });
  const trends: TrendCounts = { daily: [], weekly: [], monthly: [] };
  for (const { trend, ...point } of rows) trends[trend].push(point);
  return trends;
}
