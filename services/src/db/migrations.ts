import path from 'node:path';
import { runner } from 'node-pg-migrate';

/** The versioned SQL migrations of services/migrations, applied in order by node-pg-migrate. */
const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** Applies every migration not applied yet; safe to run at every start (an advisory lock serialises starts). */
export async function runMigrations(databaseUrl: string): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    singleTransaction: true,
    log: () => {},
  });
}
