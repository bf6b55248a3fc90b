import pg from 'pg';
import { isClientGone } from '@rollcall/server-kit';

export type Pool = pg.Pool;
export type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Every statement is planned for the values it is sent with, named ones included (they still skip parsing). A named
 * statement otherwise switches to one generic plan after five runs, made for no institute in particular: with a
 * 300-student school and a 50,000-student university in one database it suits neither, and the dashboard's day took
 * 3 s at the university instead of 0.1 s once the school's runs had made the generic plan look cheap.
 */
const PLAN_FOR_THE_VALUES = '-c plan_cache_mode=force_custom_plan';

export function createPool(databaseUrl: string, log: (message: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: PLAN_FOR_THE_VALUES,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (database restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => log(`database: idle client error: ${error.message}`));
  // `pool.connect()` hands a client out with no listener until its user adds one a turn later; a server going away in
  // that gap (its FATAL read with the connection's last message) must not end the process. The failure surfaces as
  // that client's next query failing, and the pool or the client's user reports it.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * How a transaction reads: the default, no writes (what a read replica may serve), or one snapshot for all its
 * queries and no writes (a report read in several queries whose parts must agree).
 */
export type TransactionMode = 'read-write' | 'read-only' | 'read-only-snapshot';

const BEGIN: Record<TransactionMode, string> = {
  'read-write': 'BEGIN',
  'read-only': 'BEGIN READ ONLY',
  'read-only-snapshot': 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
};

/**
 * Runs work in one transaction: committed when it resolves, rolled back when it throws. A checked-out client
 * has no error listener of the pool's: without this one, a server going away between two queries would
 * raise an unhandled 'error' and end the process. A client that failed is discarded, not reused.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  mode: TransactionMode = 'read-write',
): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  const onError = (error: Error) => {
    failure ??= error;
  };
  client.on('error', onError);
  try {
    await client.query(BEGIN[mode]);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A client that hung up mid-download can leave this connection in the middle of a query (a COPY still sending
    // rows): the connection is closed, which rolls the transaction back, never returned to the pool.
    if (isClientGone(error)) failure ??= error as Error;
    if (!failure) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        failure = rollbackError;
      });
    }
    throw error;
  } finally {
    client.off('error', onError);
    client.release(failure);
  }
}

/** Runs work in one transaction that `enter` first puts in a scope (a tenant's or the platform's). */
export function withTransactionIn<T>(
  pool: pg.Pool,
  enter: (client: Queryable) => Promise<void>,
  work: (client: pg.PoolClient) => Promise<T>,
  mode: TransactionMode = 'read-write',
): Promise<T> {
  return withTransaction(
    pool,
    async (client) => {
      await enter(client);
      return work(client);
    },
    mode,
  );
}

/** The name of the unique constraint a failed insert or update ran into, if that was the failure. */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
