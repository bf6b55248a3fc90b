import { applicationLoginRefusal } from '@rollcall/server-kit';
import type pg from 'pg';
import { createPool } from '../pool';
import { recentWriters } from './recent-writers';
import { replicaLagMs } from './replica-lag';
import { primaryWalPosition, replicaReading } from './replica-reading';

/** Where reads go: every read on the primary, or those that may lag on a replica while it is well. */
export interface ReadPools {
  /** Writes, and every read that must see the latest commit. */
  readonly primary: pg.Pool;
  /**
   * Where a read that may lag goes now for this reader: the replica while it answers within the lag bound, otherwise
   * the primary; and the primary for a reader who changed something too recently for the replica to show it surely.
   */
  forLaggingRead(readerId: string): pg.Pool;
  /** The user changed something (a call that writes succeeded): their own reads stay on the primary for a while. */
  wrote(userId: string): void;
  /** A read on the replica failed for the replica's sake: reads that may lag go to the primary until a check finds it well. */
  replicaFailed(error: unknown): void;
  close(): Promise<void>;
}

export interface ReplicaSettings {
  /** The replica's connection string (DATABASE_REPLICA_URL), as the same application login as the primary's. */
  url: string;
  /** The most a read may lag behind the primary (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How long a check of the replica's lag is trusted before the next read asks for another. */
  checkIntervalMs: number;
}

export const DEFAULT_REPLICA_MAX_LAG_MS = 5_000;
export const DEFAULT_REPLICA_CHECK_INTERVAL_MS = 2_000;

type ReplicaState =
  | { kind: 'in-use' }
  | { kind: 'lagging'; lagMs: number }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'not-a-standby' }
  | { kind: 'refused'; reason: string };

const TO_PRIMARY = 'reads that may lag go to the primary';

function describe(state: ReplicaState, maxLagMs: number): string {
  switch (state.kind) {
    case 'in-use':
      return `read replica: in use for reads that may lag (bound ${maxLagMs} ms)`;
    case 'lagging':
      return Number.isFinite(state.lagMs)
        ? `read replica: ${Math.round(state.lagMs)} ms behind the primary (bound ${maxLagMs} ms): ${TO_PRIMARY}`
        : `read replica: behind the primary for a time it cannot tell yet: ${TO_PRIMARY}`;
    case 'unreachable':
      return `read replica: unreachable (${state.reason}): ${TO_PRIMARY}`;
    case 'not-a-standby':
      return `read replica: the server is not a standby (pg_is_in_recovery() is false): ${TO_PRIMARY}`;
    case 'refused':
      return `read replica: ${state.reason}`;
  }
}

/** Every read on the primary: no replica is set. */
export function primaryReads(primary: pg.Pool): ReadPools {
  return { primary, forLaggingRead: () => primary, wrote: () => {}, replicaFailed: () => {}, close: async () => {} };
}

/**
 * Reads that may lag on the replica, while a check at most every `checkIntervalMs` (made by a read that finds the last
 * one too old, in the background) finds it a standby within `maxLagMs` of the primary; otherwise on the primary. Each
 * change of state is logged once. Its login is checked like the primary's before its first use: at start, a replica
 * that answers with a login that could leave row-level security behind refuses the start; one that is down is
 * retried by later checks, and its reads meanwhile go to the primary. A user's own change shows on a replica in use
 * within the bound plus one check's age, so their reads stay on the primary that long after it.
 */
export async function startReadPools(
  primary: pg.Pool,
  { url, maxLagMs, checkIntervalMs }: ReplicaSettings,
  log: (message: string) => void,
  now: () => number = Date.now,
): Promise<ReadPools> {
  // A replica going away is told once by the state below, not once per idle connection.
  const replica = createPool(url, () => {});
  let state: ReplicaState | null = null;
  let loginChecked = false;
  let lastCaughtUpAt: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  const writers = recentWriters(maxLagMs + checkIntervalMs, now);

  const settle = (next: ReplicaState) => {
    if (next.kind !== state?.kind) log(describe(next, maxLagMs));
    state = next;
  };

  const check = async () => {
    try {
      if (!loginChecked) {
        const refusal = await applicationLoginRefusal(replica);
        if (refusal) return settle({ kind: 'refused', reason: `DATABASE_REPLICA_URL: ${refusal}` });
        loginChecked = true;
      }
      // Everything committed before this moment is at or before the position read next.
      const askedAt = now();
      // A primary that cannot be read leaves the replica's state as it was: nothing new is written meanwhile.
      const position = await primaryWalPosition(primary).catch(() => null);
      if (position === null) return;
      const reading = await replicaReading(replica, position);
      if (!reading.inRecovery) return settle({ kind: 'not-a-standby' });
      if (reading.bytesBehind === 0) lastCaughtUpAt = askedAt;
      const lagMs = replicaLagMs(reading, lastCaughtUpAt, now());
      settle(lagMs <= maxLagMs ? { kind: 'in-use' } : { kind: 'lagging', lagMs });
    } catch (error) {
      settle({ kind: 'unreachable', reason: (error as Error).message });
    } finally {
      checkedAt = now();
    }
  };

  await check();
  const refused = state as ReplicaState | null;
  if (refused?.kind === 'refused') {
    await replica.end();
    throw new Error(refused.reason);
  }

  return {
    primary,
    forLaggingRead(readerId) {
      if (writers.isRecent(readerId)) return primary;
      if (!checking && state?.kind !== 'refused' && now() - checkedAt >= checkIntervalMs) {
        checking = check().finally(() => {
          checking = null;
        });
      }
      return state?.kind === 'in-use' ? replica : primary;
    },
    wrote: (userId) => writers.wrote(userId),
    replicaFailed(error) {
      settle({ kind: 'unreachable', reason: (error as Error)?.message ?? String(error) });
      checkedAt = now();
    },
    async close() {
      await checking;
      await replica.end();
    },
  };
}
