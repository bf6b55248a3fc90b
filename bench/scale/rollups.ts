import type { Queryable } from '../../services/src/db/pool';

const CURRENT = `NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`;

/**
 * Sets an institute's rollups to its lectures and current marks, one grouped statement per table, as the triggers
 * would have left them: per student and subject the marks of lectures held while the student was enrolled, per
 * class and day the lectures held and every mark given in them.
 */
export async function fillRollups(db: Queryable, instituteId: string): Promise<void> {
  await db.query(
    `INSERT INTO student_subject_attendance AS rollup (institute_id, student_id, subject_id, present, absent)
     SELECT m.institute_id, m.student_id, l.subject_id,
            count(*) FILTER (WHERE m.status = 'present'), count(*) FILTER (WHERE m.status = 'absent')
     FROM attendance_marks m
     JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     -- A student's enrolments in a subject never overlap: a mark meets one at most.
     JOIN enrollments e ON e.institute_id = m.institute_id AND e.student_id = m.student_id AND e.subject_id = l.subject_id
       AND e.enrolled_on <= l.held_on AND (e.dropped_on IS NULL OR e.dropped_on > l.held_on)
     WHERE m.institute_id = $1 AND ${CURRENT}
     GROUP BY 1, 2, 3
     ON CONFLICT (institute_id, student_id, subject_id) DO UPDATE SET present = EXCLUDED.present, absent = EXCLUDED.absent`,
    [instituteId],
  );
  await db.query(
    `WITH per_lecture AS (
       SELECT m.lecture_id, count(*) FILTER (WHERE m.status = 'present') AS present, count(*) FILTER (WHERE m.status = 'absent') AS absent
       FROM attendance_marks m
       WHERE m.institute_id = $1 AND ${CURRENT}
       GROUP BY 1
     )
     INSERT INTO class_day_attendance AS rollup (institute_id, class_id, held_on, lectures, present, absent)
     SELECT l.institute_id, s.class_id, l.held_on, count(*), coalesce(sum(per_lecture.present), 0), coalesce(sum(per_lecture.absent), 0)
     FROM lectures l
     JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
     LEFT JOIN per_lecture ON per_lecture.lecture_id = l.id
     WHERE l.institute_id = $1
     GROUP BY 1, 2, 3
     ON CONFLICT (institute_id, class_id, held_on) DO UPDATE
       SET lectures = EXCLUDED.lectures, present = EXCLUDED.present, absent = EXCLUDED.absent`,
    [instituteId],
  );
}

/**
 * How many rollup rows of these institutes differ from a count of their current marks (and of their lectures, per
 * class and day): 0 and 0 when the rollups are right. Every generated student is enrolled for the whole semester,
 * so each of their marks counts.
 */
export async function rollupDrift(db: Queryable, instituteIds: string[]): Promise<{ studentSubject: number; classDay: number }> {
  const { rows } = await db.query<{ student_subject: number; class_day: number }>(
    `WITH marks AS (
       SELECT m.institute_id, m.student_id, l.subject_id, s.class_id, l.held_on, m.status
       FROM attendance_marks m
       JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
       JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
       WHERE m.institute_id = ANY ($1::uuid[]) AND ${CURRENT}
     ),
     per_pair AS (
       SELECT institute_id, student_id, subject_id,
              count(*) FILTER (WHERE status = 'present')::int AS present, count(*) FILTER (WHERE status = 'absent')::int AS absent
       FROM marks GROUP BY 1, 2, 3
     ),
     per_day AS (
       SELECT institute_id, class_id, held_on,
              count(*) FILTER (WHERE status = 'present')::int AS present, count(*) FILTER (WHERE status = 'absent')::int AS absent
       FROM marks GROUP BY 1, 2, 3
     ),
     held AS (
       SELECT l.institute_id, s.class_id, l.held_on, count(*)::int AS lectures
       FROM lectures l JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
       WHERE l.institute_id = ANY ($1::uuid[]) GROUP BY 1, 2, 3
     )
     SELECT
       (SELECT count(*)::int FROM per_pair
          FULL JOIN (SELECT * FROM student_subject_attendance WHERE institute_id = ANY ($1::uuid[])) r
          USING (institute_id, student_id, subject_id)
        WHERE r.present IS DISTINCT FROM per_pair.present OR r.absent IS DISTINCT FROM per_pair.absent) AS student_subject,
       (SELECT count(*)::int FROM per_day
          FULL JOIN held USING (institute_id, class_id, held_on)
          FULL JOIN (SELECT * FROM class_day_attendance WHERE institute_id = ANY ($1::uuid[])) r
          USING (institute_id, class_id, held_on)
        WHERE r.present IS DISTINCT FROM coalesce(per_day.present, 0) OR r.absent IS DISTINCT FROM coalesce(per_day.absent, 0)
           OR r.lectures IS DISTINCT FROM held.lectures) AS class_day`,
    [instituteIds],
  );
  return { studentSubject: rows[0]!.student_subject, classDay: rows[0]!.class_day };
}
