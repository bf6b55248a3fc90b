import { rm } from 'node:fs/promises';
import { startDatabase, type RunningDatabase } from '../../src/db/embedded-database';
import { runMigrations } from '../../src/db/migrations';
import { createPool, type Pool } from '../../src/db/pool';
import { temporaryFolder } from './stack';

export interface TestDatabase {
  database: RunningDatabase;
  /** The owner's pool: for seeding rows and reading them back past row-level security. */
  pool: Pool;
  /** The application's login (rollcall_app), as services and the gateway connect. */
  applicationPool: Pool;
  stop(): Promise<void>;
}

/** One embedded PostgreSQL in a temporary folder and pools on it, for tests of database code without the service. */
export async function startTestDatabase({ migrated }: { migrated: boolean }): Promise<TestDatabase> {
  const dataDir = await temporaryFolder();
  const database = await startDatabase({ dataDir, port: 0 });
  if (migrated) await runMigrations(database.ownerUrl);
  const pool = createPool(database.ownerUrl, () => {});
  const applicationPool = createPool(database.applicationUrl, () => {});
  return {
    database,
    pool,
    applicationPool,
    async stop() {
      await applicationPool.end();
      await pool.end();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test database for the file's tests, started in beforeAll and stopped in afterAll; read it inside hooks and tests. */
export function testDatabaseHook({ migrated }: { migrated: boolean }): { readonly pool: Pool; readonly applicationPool: Pool } {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await startTestDatabase({ migrated });
  }, 60_000);
  afterAll(() => testDatabase?.stop());
  const started = () => {
    if (!testDatabase) throw new Error('the test database is not started yet');
    return testDatabase;
  };
  return {
    get pool() {
      return started().pool;
    },
    get applicationPool() {
      return started().applicationPool;
    },
  };
}
