import pg from 'pg';

export type Pool = pg.Pool;
export type Queryable = Pick<pg.PoolClient, 'query'>;

export function createPool(databaseUrl: string, log: (message: string) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (database restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => log(`database: idle client error: ${error.message}`));
  return pool;
}

/** Runs work in one transaction: committed when it resolves, rolled back when it throws. */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The name of the unique constraint a failed insert or update ran into, if that was the failure. */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
