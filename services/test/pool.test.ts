import { ClientGoneError } from '@rollcall/server-kit';
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

it('hands out no client without an error listener, so a server going away before its user listens ends nothing', async () => {
  const client = await pool.connect();
  try {
    expect(client.listenerCount('error')).toBeGreaterThan(0);
  } finally {
    client.release();
  }
});

it('closes, never returns to the pool, the connection of a transaction whose client hung up mid-query', async () => {
  let pid = 0;
  let stillRunning: Promise<unknown> = Promise.resolve();
  const started = Date.now();
  const abandoned = withTransaction(pool, async (client) => {
    pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    // The server notices a closed connection within this interval even while a query runs.
    await client.query(`SET client_connection_check_interval = '100ms'`);
    await client.query(`INSERT INTO kept VALUES ('written for a client that left')`);
    // Still sending rows (as a COPY would) when the download's client hangs up.
    stillRunning = client.query('SELECT pg_sleep(10)').catch(() => {});
    throw new ClientGoneError();
  });
  await expect(abandoned).rejects.toBeInstanceOf(ClientGoneError);
  await stillRunning;
  await eventually(async () => {
    const { rows } = await pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
    return rows.length === 0;
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  const { rows } = await pool.query(`SELECT value FROM kept WHERE value = 'written for a client that left'`);
  expect(rows).toEqual([]);
}, 30_000);

it('plans every statement for the values it is sent with, so no institute runs on a plan made for another', async () => {
  const { rows } = await pool.query<{ mode: string }>({
    name: 'plan-cache-mode',
    text: `SELECT current_setting('plan_cache_mode') AS mode`,
  });
  expect(rows).toEqual([{ mode: 'force_custom_plan' }]);
});
