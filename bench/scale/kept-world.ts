import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from '../../services/src/db/pool';
import { generateScale, type ScaleWorld } from './generate';

const NOTE = 'bench-scale.json';

/**
 * The generated world of a kept data folder when it is of today and of this factor, else a new one, noted in the
 * folder when there is one. A folder holding a database but no note (an interrupted generation) is refused.
 */
export async function keptWorld(
  pool: Pool,
  { dataDir, factor, institutes, log }: { dataDir?: string; factor: number; institutes?: number; log: (line: string) => void },
): Promise<ScaleWorld> {
  const note = dataDir && path.join(dataDir, NOTE);
  if (note && existsSync(note)) {
    const world: ScaleWorld = JSON.parse(await readFile(note, 'utf8'));
    const today = await pool.query<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutes WHERE id = $1`,
      [world.school.instituteId],
    );
    const sameSize = world.factor === factor && (institutes === undefined || world.institutes.length === institutes);
    if (today.rows[0]?.today === world.today && sameSize) {
      log(`Timing the institutes kept in ${dataDir} (generated in ${world.seconds} s)`);
      return world;
    }
    throw new Error(`${dataDir} holds institutes of another day or size: empty it, or name another folder`);
  }
  const existing = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM institutes`);
  if (existing.rows[0]!.n > 0)
    throw new Error(`${dataDir ?? 'the database'} holds institutes but no note of a finished generation: empty it`);
  const world = await generateScale(pool, { factor, institutes, log });
  if (note) await writeFile(note, `${JSON.stringify(world, null, 2)}\n`);
  return world;
}
