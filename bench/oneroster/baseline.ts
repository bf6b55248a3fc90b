import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type { Pool } from '../../services/src/db/pool';

/** The rows of the export's two large files, users (with guardian links) and enrollments, as plain SQL. */
const queries = (instituteId: string) => [
  `SELECT u.id, u.role, u.name, u.email, s.roll_number,
          (SELECT string_agg(g.parent_id::text, ',') FROM guardians g WHERE g.institute_id = u.institute_id AND g.student_id = u.id),
          (SELECT string_agg(g.student_id::text, ',') FROM guardians g WHERE g.institute_id = u.institute_id AND g.parent_id = u.id)
   FROM users u LEFT JOIN students s ON s.institute_id = u.institute_id AND s.id = u.id
   WHERE u.institute_id = '${instituteId}' AND u.role IN ('teacher', 'student', 'parent')`,
  `SELECT m.id, m.class_id, m.student_id, m.joined_on FROM class_members m WHERE m.institute_id = '${instituteId}'`,
  `SELECT t.subject_id, t.teacher_id FROM subject_teachers t WHERE t.institute_id = '${instituteId}'`,
  `SELECT e.id, e.subject_id, e.student_id, e.enrolled_on FROM enrollments e
   WHERE e.institute_id = '${instituteId}' AND e.dropped_on IS NULL`,
];

/** The baseline: the same rows as CSV by COPY, straight from PostgreSQL, counted and dropped. */
export async function copyRosterRows(pool: Pool, instituteId: string): Promise<{ bytes: number; lines: number }> {
  const client = await pool.connect();
  let bytes = 0;
  let lines = 0;
  try {
    for (const query of queries(instituteId)) {
      await pipeline(
        client.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT csv)`)),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
            done();
          },
        }),
      );
    }
  } finally {
    client.release();
  }
  return { bytes, lines };
}
