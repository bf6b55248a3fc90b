import type { Queryable } from '../pool';
import type { ReplicaReading } from './replica-lag';

/** The primary's current WAL position, as text ('0/1A2B3C4'). */
export async function primaryWalPosition(primary: Queryable): Promise<string> {
  const { rows } = await primary.query<{ position: string }>(`SELECT pg_current_wal_lsn()::text AS position`);
  return rows[0]!.position;
}

/** The replica's standing against a position of the primary's WAL, read on the replica (a standby allows all of it). */
export async function replicaReading(replica: Queryable, primaryPosition: string): Promise<ReplicaReading> {
  const { rows } = await replica.query<ReplicaReading>(
    `SELECT pg_is_in_recovery() AS "inRecovery",
            greatest(pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()), 0)::float8 AS "bytesBehind",
            (extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS "sinceLastReplayMs"`,
    [primaryPosition],
  );
  return rows[0]!;
}
