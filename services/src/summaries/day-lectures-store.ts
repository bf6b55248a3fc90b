import type { Queryable } from '../db/pool';
import type { SummaryLecture } from './daily-summary';

/** A student marked in at least one lecture of the day, with each of those lectures and their current mark. */
export interface MarkedStudent {
  studentId: string;
  /** In period order. */
  lectures: SummaryLecture[];
}

/**
 * Every student (not archived) with a current mark in a lecture held on the day, with those lectures, in one pass
 * over the day's lectures and their marks. A correction is a mark that supersedes another, so the current mark is the
 * one nothing supersedes.
 */
export async function dayLectures(db: Queryable, instituteId: string, date: string): Promise<MarkedStudent[]> {
  const { rows } = await db.query<MarkedStudent>(
    `SELECT m.student_id AS "studentId",
            json_agg(json_build_object('period', l.period, 'subjectName', sub.name, 'subjectCode', sub.code, 'status', m.status)
                     ORDER BY l.period, sub.code) AS lectures
     FROM lectures l
     JOIN attendance_marks m ON m.institute_id = l.institute_id AND m.lecture_id = l.id
     JOIN subjects sub ON sub.institute_id = l.institute_id AND sub.id = l.subject_id
     JOIN students s ON s.institute_id = m.institute_id AND s.id = m.student_id AND s.archived_at IS NULL
     WHERE l.institute_id = $1 AND l.held_on = $2::date
       AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
     GROUP BY m.student_id
     ORDER BY m.student_id`,
    [instituteId, date],
  );
  return rows;
}
