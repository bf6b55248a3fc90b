import { type Pool, type Queryable, withTransaction } from '../../services/src/db/pool';

const CURRENT = `NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`;

/**
 * Sets the rollups of a batch of an institute's classes to their lectures and current marks, as the triggers would
 * have left them: per student and subject the marks of lectures held while the student was enrolled, per class and
 * day the lectures held and every mark given in them. The batch's lectures and their marks (found by the marks'
 * index by lecture, so a batch reads its own marks only) are first copied to temporary tables and analysed, so the
 * grouping statements join them by hashing, not by a lookup per mark. A correction belongs to the lecture of the
 * mark it replaces, so it is in the same batch. Run in a transaction, with the triggers on: the per-student counts'
 * trigger then fills the per-subject sums and the students' standing.
 */
export async function fillRollups(db: Queryable, instituteId: string, classIds: string[]): Promise<void> {
  await db.query(`SET LOCAL work_mem = '256MB'`);
  await db.query(
    `CREATE TEMPORARY TABLE batch_lectures ON COMMIT DROP AS
     SELECT l.id, l.subject_id, l.held_on, s.class_id
     FROM lectures l JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
     WHERE l.institute_id = $1 AND s.class_id = ANY ($2::uuid[])`,
    [instituteId, classIds],
  );
  await db.query(
    `CREATE TEMPORARY TABLE batch_marks ON COMMIT DROP AS
     SELECT m.id, m.lecture_id, m.student_id, m.status, m.supersedes, l.subject_id, l.held_on
     FROM batch_lectures l JOIN attendance_marks m ON m.institute_id = $1 AND m.lecture_id = l.id`,
    [instituteId],
  );
  await db.query('ANALYZE batch_lectures, batch_marks');
  const current = `NOT EXISTS (SELECT FROM batch_marks c WHERE c.supersedes = m.id)`;
  await db.query(
    `INSERT INTO student_subject_attendance AS rollup (institute_id, student_id, subject_id, present, absent)
     SELECT $1::uuid, m.student_id, m.subject_id,
            count(*) FILTER (WHERE m.status = 'present'), count(*) FILTER (WHERE m.status = 'absent')
     FROM batch_marks m
     -- A student's enrolments in a subject never overlap: a mark meets one at most.
     JOIN enrollments e ON e.institute_id = $1 AND e.student_id = m.student_id AND e.subject_id = m.subject_id
       AND e.enrolled_on <= m.held_on AND (e.dropped_on IS NULL OR e.dropped_on > m.held_on)
     WHERE ${current}
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
     ON CONFLICT (institute_id, student_id, subject_id) DO UPDATE SET present = EXCLUDED.present, absent = EXCLUDED.absent`,
    [instituteId],
  );
  await db.query(
    `WITH per_lecture AS (
       SELECT m.lecture_id, count(*) FILTER (WHERE m.status = 'present') AS present, count(*) FILTER (WHERE m.status = 'absent') AS absent
       FROM batch_marks m
       WHERE ${current}
       GROUP BY 1
     )
     INSERT INTO class_day_attendance AS rollup (institute_id, class_id, held_on, lectures, present, absent)
     SELECT $1::uuid, l.class_id, l.held_on, count(*), coalesce(sum(per_lecture.present), 0), coalesce(sum(per_lecture.absent), 0)
     FROM batch_lectures l
     LEFT JOIN per_lecture ON per_lecture.lecture_id = l.id
     GROUP BY 1, 2, 3
     ON CONFLICT (institute_id, class_id, held_on) DO UPDATE
       SET lectures = EXCLUDED.lectures, present = EXCLUDED.present, absent = EXCLUDED.absent`,
    [instituteId],
  );
}

/**
 * The rollups of every class of the institute, `batch` classes (by name) a transaction: a statement over all the
 * marks of a large institute at once outgrows its memory and spills (the university's 27 M marks ran past five
 * minutes). Answers how many batches.
 */
export async function fillRollupsByClasses(
  pool: Pool,
  instituteId: string,
  { batch, log = () => {} }: { batch: number; log?: (line: string) => void },
): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM classes WHERE institute_id = $1 ORDER BY name`, [
    instituteId,
  ]);
  const ids = rows.map((row) => row.id);
  let batches = 0;
  for (let first = 0; first < ids.length; first += batch) {
    const at = performance.now();
    await withTransaction(pool, (client) => fillRollups(client, instituteId, ids.slice(first, first + batch)));
    batches++;
    log(
      `rollups of classes ${first + 1} to ${Math.min(first + batch, ids.length)} of ${ids.length} in ${Math.round(performance.now() - at)} ms`,
    );
  }
  return batches;
}

export interface RollupDrift {
  studentSubject: number;
  classDay: number;
  subject: number;
  standing: number;
}

/**
 * How many rollup rows of these institutes differ from a count of their current marks (and of their lectures, per
 * class and day; per subject; the students' standing in each semester): all 0 when the rollups are right. Every
 * generated student is enrolled for the whole semester, so each of their marks counts.
 */
export async function rollupDrift(db: Queryable, instituteIds: string[]): Promise<RollupDrift> {
  const { rows } = await db.query<{ student_subject: number; class_day: number; subject: number; standing: number }>(
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
     per_subject AS (
       SELECT institute_id, subject_id, sum(present)::int AS present, sum(absent)::int AS absent FROM per_pair GROUP BY 1, 2
     ),
     standing AS (
       SELECT p.institute_id, s.semester_id, p.student_id,
              coalesce(min((1000 * p.present) / (p.present + p.absent) + 1) FILTER (WHERE p.present + p.absent > 0), 1001)
                AS below_from,
              min((2000 * p.present + p.present + p.absent) / (2 * (p.present + p.absent)))
                FILTER (WHERE p.present + p.absent > 0) AS lowest_tenths
       FROM per_pair p JOIN subjects s ON s.institute_id = p.institute_id AND s.id = p.subject_id AND s.archived_at IS NULL
       GROUP BY 1, 2, 3
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
           OR r.lectures IS DISTINCT FROM held.lectures) AS class_day,
       (SELECT count(*)::int FROM per_subject
          FULL JOIN (SELECT * FROM subject_attendance WHERE institute_id = ANY ($1::uuid[])) r USING (institute_id, subject_id)
        WHERE r.present IS DISTINCT FROM per_subject.present OR r.absent IS DISTINCT FROM per_subject.absent) AS subject,
       (SELECT count(*)::int FROM standing
          FULL JOIN (SELECT * FROM student_semester_standing WHERE institute_id = ANY ($1::uuid[])) r
          USING (institute_id, semester_id, student_id)
        WHERE coalesce(r.below_from, 1001) IS DISTINCT FROM coalesce(standing.below_from, 1001)
           OR r.lowest_tenths IS DISTINCT FROM standing.lowest_tenths) AS standing`,
    [instituteIds],
  );
  const { student_subject: studentSubject, class_day: classDay, subject, standing } = rows[0]!;
  return { studentSubject, classDay, subject, standing };
}
