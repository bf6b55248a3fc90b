import type { Pool } from '../../services/src/db/pool';

/**
 * The indexes a bulk load of marks would otherwise update at a random page for every row (by student, by lecture,
 * and the students' seats by student and period): built once afterwards, by sorting, they take a fraction of it.
 * No constraint depends on them but the seats' own primary key.
 */
const LOADED_INDEXES = ['attendance_marks_student_idx', 'attendance_marks_lecture_idx'];
const LOADED_KEYS = [{ table: 'lecture_attendees', name: 'lecture_attendees_pkey' }];

/** Runs `load` with those indexes dropped and builds them again from their own definitions, even when it fails. */
export async function withoutLoadedIndexes<T>(pool: Pool, load: () => Promise<T>): Promise<T> {
  const indexes = await pool.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND indexname = ANY ($1)`,
    [LOADED_INDEXES],
  );
  const keys = await pool.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE conname = ANY ($1)`,
    [LOADED_KEYS.map((key) => key.name)],
  );
  if (indexes.rows.length !== LOADED_INDEXES.length || keys.rows.length !== LOADED_KEYS.length)
    throw new Error('the indexes a bulk load drops are not all there: was an earlier load interrupted?');
  for (const index of indexes.rows) await pool.query(`DROP INDEX ${index.name}`);
  for (const key of keys.rows) await pool.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  try {
    return await load();
  } finally {
    const client = await pool.connect();
    try {
      await client.query(`SET maintenance_work_mem = '1GB'`);
      for (const index of indexes.rows) await client.query(index.definition);
      for (const key of keys.rows) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
    } finally {
      client.release();
    }
  }
}
