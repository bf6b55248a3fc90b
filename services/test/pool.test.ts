import type { RunningDatabase } from '../src/db/embedded-database';
import { withTransaction, type Pool } from '../src/db/pool';
import { startTestDatabase, type TestDatabase } from './support/database';
import { eventually } from './support/stack';

let testDatabase: TestDatabase;
let database: RunningDatabase;
let pool: Pool;

beforeAll(async () => {
  testDatabase = await startTestDatabase({ migrated: false });
  ({ database, pool } = testDatabase);
  await pool.query('CREATE TABLE kept (value text)');
}, 60_000);
afterAll(() => testDatabase?.stop());

it('rejects a transaction whose server stops between two queries, without an unhandled error, and serves again after a restart', async () => {
  const stopped = withTransaction(pool, async (client) => {
    await client.query(`INSERT INTO kept VALUES ('lost with its transaction')`);
    await database.stop();
    // The server is gone while this client is checked out and idle: its 'error' event fires now.
    await new Promise((resolve) => setImmediate(resolve));
    await client.query(`INSERT INTO kept VALUES ('never reached')`);
  });
  await expect(stopped).rejects.toThrow();

  await database.start();
  await eventually(() =>
    withTransaction(pool, (client) => client.query(`INSERT INTO kept VALUES ('after the restart')`)).then(
      () => true,
      () => false,
    ),
  );
  const { rows } = await pool.query('SELECT value FROM kept');
  expect(rows).toEqual([{ value: 'after the restart' }]);
}, 30_000);
