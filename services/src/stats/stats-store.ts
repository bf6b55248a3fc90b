import type { PlatformStats } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/** Institutes, students and teachers across the whole platform. */
export async function countPlatform(db: Queryable): Promise<PlatformStats> {
  const { rows } = await db.query<PlatformStats>(
    `SELECT (SELECT count(*) FROM institutes)::int AS institutes,
            (SELECT count(*) FROM users WHERE role = 'student')::int AS students,
            (SELECT count(*) FROM users WHERE role = 'teacher')::int AS teachers`,
  );
  return rows[0]!;
}
