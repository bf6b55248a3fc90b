import type pg from 'pg';
import { type Queryable, type TransactionMode, withTransaction } from './pool';

/** The database role of tenant work: no BYPASSRLS and no table of its own, so row-level security applies to it. */
export const TENANT_ROLE = 'rollcall_tenant';

/**
 * Turns the caller's open transaction into tenant work for one institute, until it ends: the institute is named and
 * the role dropped to the tenant's, so row-level security applies to every later query of the transaction.
 */
export async function enterTenant(client: Queryable, instituteId: string): Promise<void> {
  // set_config on 'role' is SET LOCAL ROLE, in the same round trip as the institute.
  await client.query(`SELECT set_config('app.institute_id', $1, true), set_config('role', $2, true)`, [instituteId, TENANT_ROLE]);
}

/**
 * Runs work in one transaction on behalf of one institute. The transaction names the institute
 * (`app.institute_id`) and drops to the tenant role, so the database's policies refuse every other
 * institute's rows even if a query forgot its `institute_id` condition. Both settings end with the transaction.
 */
export function withTenant<T>(
  pool: pg.Pool,
  instituteId: string,
  work: (client: pg.PoolClient) => Promise<T>,
  mode: TransactionMode = 'read-write',
): Promise<T> {
  return withTransaction(
    pool,
    async (client) => {
      await enterTenant(client, instituteId);
      return work(client);
    },
    mode,
  );
}
