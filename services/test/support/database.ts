import { rm } from 'node:fs/promises';
import { startDatabase, type RunningDatabase } from '../../src/db/embedded-database';
import { runMigrations } from '../../src/db/migrations';
import { createPool, type Pool } from '../../src/db/pool';
import { temporaryFolder } from './stack';

export interface TestDatabase {
  database: RunningDatabase;
  pool: Pool;
  stop(): Promise<void>;
}

/** One embedded PostgreSQL in a temporary folder and a pool on it, for tests of database code without the service. */
export async function startTestDatabase({ migrated }: { migrated: boolean }): Promise<TestDatabase> {
  const dataDir = await temporaryFolder();
  const database = await startDatabase({ dataDir, port: 0 });
  if (migrated) await runMigrations(database.url);
  const pool = createPool(database.url, () => {});
  return {
    database,
    pool,
    async stop() {
      await pool.end();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test database for the file's tests, started in beforeAll and stopped in afterAll; read it inside hooks and tests. */
export function testDatabaseHook({ migrated }: { migrated: boolean }): { readonly pool: Pool } {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await startTestDatabase({ migrated });
  }, 60_000);
  afterAll(() => testDatabase?.stop());
  return {
    get pool() {
      if (!testDatabase) throw new Error('the test database is not started yet');
      return testDatabase.pool;
    },
  };
}
