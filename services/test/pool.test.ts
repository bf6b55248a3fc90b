import { rm } from 'node:fs/promises';
import { startDatabase, type RunningDatabase } from '../src/db/embedded-database';
import { createPool, withTransaction, type Pool } from '../src/db/pool';
import { eventually, temporaryFolder } from './support/stack';

let dataDir: string;
let database: RunningDatabase;
let pool: Pool;

beforeAll(async () => {
  dataDir = await temporaryFolder();
  database = await startDatabase({ dataDir, port: 0 });
  pool = createPool(database.url, () => {});
  await pool.query('CREATE TABLE kept (value text)');
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

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
