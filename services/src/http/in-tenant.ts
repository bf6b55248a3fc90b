import type pg from 'pg';
import type { Outcome, Refusal } from '../db/outcome';
import type { TransactionMode } from '../db/pool';
import type { ReadPools } from '../db/replica/read-pools';
import { type LaggingReadMode, withTenantReplica } from '../db/replica/tenant-replica';
import { withTenant } from '../db/tenant';
import { HttpError } from '@rollcall/server-kit';
import { identityMessages, type ServiceContext, type ServiceState } from './identity';
import { valueOrHttpError } from './refusal-error';

/** The signed-in user's institute and id; only users of an institute get past it. */
export function tenantOf(state: ServiceState): { instituteId: string; userId: string } {
  const { instituteId, userId } = state.identity;
  if (!instituteId || !userId) throw new HttpError(403, [identityMessages.forbidden]);
  return { instituteId, userId };
}

/** The signed-in admin, and the API token they make the call with, if any. */
export function callerOf(state: ServiceState): { userId: string; tokenId: string | null } {
  return { userId: tenantOf(state).userId, tokenId: state.identity.tokenId ?? null };
}

type TenantWork<T> = (db: pg.PoolClient, instituteId: string) => Promise<T>;

/** A route's work in one tenant transaction of the signed-in user's institute. */
export function inTenant<T>(pool: pg.Pool, state: ServiceState, work: TenantWork<T>, mode?: TransactionMode): Promise<T> {
  const { instituteId } = tenantOf(state);
  return withTenant(pool, instituteId, (db) => work(db, instituteId), mode);
}

/**
 * A route's read that may lag behind the latest commit (a report, a dashboard, an export, a portal's history), in one
 * read-only tenant transaction on the read replica while it is in use. Read again on the primary when the replica
 * fails it before any of the answer was sent.
 */
export function inTenantReplica<T>(
  reads: ReadPools,
  ctx: ServiceContext,
  work: TenantWork<T>,
  mode: LaggingReadMode = 'read-only',
): Promise<T> {
  const { instituteId, userId } = tenantOf(ctx.state);
  const untouched = () => !ctx.res.headersSent && !ctx.res.destroyed;
  return withTenantReplica(reads, { instituteId, readerId: userId }, (db) => work(db, instituteId), mode, untouched);
}

/** A store write's value; its refusal is thrown inside the transaction, so everything the write did rolls back. */
export function tenantValue<Value, Reason extends Refusal>(
  pool: pg.Pool,
  state: ServiceState,
  texts: Record<Reason, string>,
  write: TenantWork<Outcome<Value, Reason>>,
): Promise<Value> {
  return inTenant(pool, state, async (db, instituteId) => valueOrHttpError(await write(db, instituteId), texts));
}
