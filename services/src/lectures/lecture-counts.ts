import type { LectureCounts } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/** A current mark `m`: the newest of its chain, the one no other mark supersedes (earlier ones are history). */
export const IS_CURRENT_MARK = `NOT EXISTS (SELECT 1 FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`;

/**
 * The Present and Absent counts of a lecture's current marks, as a lateral join on the lecture aliased `l`: a
 * corrected mark counts once, as its newest version.
 */
export const CURRENT_COUNTS_OF_LECTURE = `
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE m.status = 'present')::int AS present,
           count(*) FILTER (WHERE m.status = 'absent')::int AS absent
    FROM attendance_marks m
    WHERE m.institute_id = l.institute_id AND m.lecture_id = l.id
      AND ${IS_CURRENT_MARK}
  ) counts ON true`;

/** A lecture's id with the counts of its current marks. */
export async function lectureCounts(db: Queryable, instituteId: string, lectureId: string): Promise<LectureCounts> {
  const { rows } = await db.query<LectureCounts>(
    `SELECT l.id, counts.present, counts.absent FROM lectures l ${CURRENT_COUNTS_OF_LECTURE}
     WHERE l.institute_id = $1 AND l.id = $2`,
    [instituteId, lectureId],
  );
  return rows[0]!;
}
