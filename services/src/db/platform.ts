import type pg from 'pg';
import { type Queryable, type TransactionMode, withTransactionIn } from './pool';

/**
 * Turns the caller's open transaction into platform work, until it ends or enters a tenant: row-level security shows
 * the rows of every institute (and the super admins, who belong to none).
 */
async function enterPlatform(client: Queryable): Promise<void> {
  await client.query(`SELECT set_config('app.platform', 'on', true), set_config('app.institute_id', '', true)`);
}

/**
 * Runs work in one transaction across institutes: the super admin's institutes and admins, sign-in lookups by email,
 * the first super admin, the evening run's search for due institutes. Anything that knows its institute runs in
 * `withTenant` instead. A query in neither sees no row of a table with row-level security.
 */
export function withPlatform<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  mode: TransactionMode = 'read-write',
): Promise<T> {
  return withTransactionIn(pool, enterPlatform, work, mode);
}
