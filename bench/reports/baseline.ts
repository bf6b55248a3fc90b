import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type { Pool } from '../../services/src/db/pool';
import { withTenant } from '../../services/src/db/tenant';

// The baselines of the reports benchmark: the same figures as plain SQL over attendance_marks (current marks
// only, the newest of each chain), read straight from PostgreSQL with no rollup, no service and no gateway.

const CURRENT = `NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`;

/**
 * The dashboard's figures: the semester's current marks up to the day grouped per day, per class, per subject
 * and per student and subject (from which the students below the threshold are counted).
 */
export async function dashboardOverMarks(pool: Pool, instituteId: string, semesterId: string, day: string) {
  const { rows } = await pool.query(
    `WITH counted AS (
       SELECT l.held_on, s.class_id, l.subject_id, m.student_id,
              count(*) FILTER (WHERE m.status = 'present')::int AS present, count(*)::int AS total
       FROM attendance_marks m
       JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
       JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
       WHERE m.institute_id = $1 AND s.semester_id = $2 AND l.held_on <= $3::date AND ${CURRENT}
       GROUP BY GROUPING SETS ((l.held_on), (s.class_id), (l.subject_id), (m.student_id, l.subject_id))
     )
     SELECT held_on, class_id, subject_id, NULL::uuid AS student_id, present, total FROM counted WHERE student_id IS NULL
     UNION ALL
     SELECT NULL, NULL, NULL, student_id, count(*)::int, NULL FROM counted
     WHERE student_id IS NOT NULL AND present * 100 < 75 * total GROUP BY student_id`,
    [instituteId, semesterId, day],
  );
  return rows;
}

/** A report's marks: every current mark of the subjects' lectures in the semester, with its student, day and period. */
export async function reportMarksOverMarks(
  pool: Pool,
  instituteId: string,
  semesterId: string,
  scope: { classId?: string; subjectId?: string },
) {
  const { rows } = await pool.query<{ student_id: string; held_on: string; period: number; present: boolean }>(
    `SELECT m.student_id, l.held_on, l.period, m.status = 'present' AS present
     FROM attendance_marks m
     JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
     WHERE m.institute_id = $1 AND s.semester_id = $2 AND ($3::uuid IS NULL OR s.class_id = $3) AND ($4::uuid IS NULL OR s.id = $4)
       AND ${CURRENT}`,
    [instituteId, semesterId, scope.classId ?? null, scope.subjectId ?? null],
  );
  return rows;
}

export interface SubjectCount {
  subject_id: string;
  present: number;
  total: number;
}

/** The portal's baseline: a student's current marks in the semester's lectures, counted per subject. */
export async function studentSubjectsOverMarks(pool: Pool, instituteId: string, studentId: string, semesterId: string) {
  const { rows } = await pool.query<SubjectCount>(
    `SELECT l.subject_id, count(*) FILTER (WHERE m.status = 'present')::int AS present, count(*)::int AS total
     FROM attendance_marks m
     JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id AND s.semester_id = $3
     WHERE m.institute_id = $1 AND m.student_id = $2 AND ${CURRENT}
     GROUP BY l.subject_id`,
    [instituteId, studentId, semesterId],
  );
  return rows;
}

export interface PairCount {
  student_id: string;
  subject_id: string;
  present: number;
  total: number;
}

/**
 * The eligibility list's baseline: every current mark of the semester's lectures up to the day (of one class's
 * subjects, when named), per student and subject, read as the application's tenant would.
 */
export function pairsOverMarks(
  pool: Pool,
  instituteId: string,
  semesterId: string,
  day: string,
  classId: string | null = null,
): Promise<PairCount[]> {
  return withTenant(
    pool,
    instituteId,
    async (db) =>
      (
        await db.query<PairCount>(
          `SELECT m.student_id, l.subject_id,
                  count(*) FILTER (WHERE m.status = 'present')::int AS present, count(*)::int AS total
           FROM attendance_marks m
           JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
           JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
           WHERE m.institute_id = $1 AND s.semester_id = $2 AND l.held_on <= $3::date
             AND ($4::uuid IS NULL OR s.class_id = $4) AND ${CURRENT}
           GROUP BY m.student_id, l.subject_id`,
          [instituteId, semesterId, day, classId],
        )
      ).rows,
    'read-only-snapshot',
  );
}

/**
 * Every current mark of the semester (of one class, when named) as CSV, one line per mark (roll number, day,
 * period, P or A), by COPY to STDOUT: the fastest plain export PostgreSQL offers. Answers the bytes and lines read.
 */
export async function copyEveryMark(
  pool: Pool,
  instituteId: string,
  semesterId: string,
  classId?: string,
): Promise<{ bytes: number; lines: number }> {
  const client = await pool.connect();
  let bytes = 0;
  let lines = 0;
  try {
    const copy = client.query(
      copyTo(
        `COPY (SELECT st.roll_number, l.held_on, l.period, CASE m.status WHEN 'present' THEN 'P' ELSE 'A' END
               FROM attendance_marks m
               JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
               JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
               JOIN students st ON st.institute_id = m.institute_id AND st.id = m.student_id
               WHERE m.institute_id = '${instituteId}' AND s.semester_id = '${semesterId}'
                 ${classId ? `AND s.class_id = '${classId}'` : ''} AND ${CURRENT})
         TO STDOUT (FORMAT csv)`,
      ),
    );
    await pipeline(
      copy,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
          done();
        },
      }),
    );
    client.release();
  } catch (error) {
    client.release(true);
    throw error;
  }
  return { bytes, lines };
}
