import type pg from 'pg';
import { type Queryable, type TransactionMode, withTransactionIn } from './pool';

/**
 * Turns the caller's open transaction into tenant work for one institute, until it ends: row-level security shows
 * and accepts that institute's rows only. Entering a tenant ends a platform scope the transaction had.
 */
export async function enterTenant(client: Queryable, instituteId: string): Promise<void> {
  await client.query(`SELECT set_config('app.institute_id', $1, true), set_config('app.platform', 'off', true)`, [instituteId]);
}

/**
 * Runs work in one transaction on behalf of one institute. The transaction names the institute
 * (`app.institute_id`), so the database's policies refuse every other institute's rows even if a query forgot its
 * `institute_id` condition. The setting ends with the transaction.
 */
export function withTenant<T>(
  pool: pg.Pool,
  instituteId: string,
  work: (client: pg.PoolClient) => Promise<T>,
  mode: TransactionMode = 'read-write',
): Promise<T> {
  return withTransactionIn(pool, (client) => enterTenant(client, instituteId), work, mode);
}
