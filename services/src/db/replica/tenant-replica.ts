import type pg from 'pg';
import { withTenant } from '../tenant';
import type { ReadPools } from './read-pools';
import { isReplicaFailure } from './replica-failure';

/** A read that may lag writes nothing: one statement each time, or one snapshot for several that must agree. */
export type LaggingReadMode = 'read-only' | 'read-only-snapshot';

/**
 * Runs a reader's read that may lag in one read-only tenant transaction: on the replica while it is in use (and the
 * reader changed nothing a moment ago), otherwise on the primary. When the replica fails it (down, or the read
 * cancelled by its replay), the read is run again on the primary if `canRunAgain` says nothing of it has reached the
 * client yet; the replica is then left alone until a check finds it well.
 */
export async function withTenantReplica<T>(
  reads: ReadPools,
  { instituteId, readerId }: { instituteId: string; readerId: string },
  work: (client: pg.PoolClient) => Promise<T>,
  mode: LaggingReadMode,
  canRunAgain: () => boolean,
): Promise<T> {
  const pool = reads.forLaggingRead(readerId);
  if (pool === reads.primary) return withTenant(pool, instituteId, work, mode);
  try {
    return await withTenant(pool, instituteId, work, mode);
  } catch (error) {
    if (!isReplicaFailure(error)) throw error;
    reads.replicaFailed(error);
    if (!canRunAgain()) throw error;
    return withTenant(reads.primary, instituteId, work, mode);
  }
}
