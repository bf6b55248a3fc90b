/** What one check read from the replica, against the primary's WAL position read just before. */
export interface ReplicaReading {
  /** False for a server that is no standby (a promoted replica, or the primary itself). */
  inRecovery: boolean;
  /** Bytes of the primary's WAL, as of the check, the replica has not replayed yet; null when it cannot say. */
  bytesBehind: number | null;
  /** Time since the replica replayed its last transaction; null before it has replayed any. */
  sinceLastReplayMs: number | null;
}

/**
 * How far behind the primary a read on the replica may be, at most. A replica with nothing left to replay is current,
 * however old its last replayed transaction (an idle primary writes nothing to replay). Otherwise both the age of its
 * last replayed transaction and the time since a check last found it caught up bound what it is missing, since
 * everything written before that check was on it; the smaller bound is kept. Unknown counts as endless.
 */
export function replicaLagMs(reading: ReplicaReading, lastCaughtUpAt: number | null, now: number): number {
  if (reading.bytesBehind === null) return Number.POSITIVE_INFINITY;
  if (reading.bytesBehind === 0) return 0;
  const sinceCaughtUp = lastCaughtUpAt === null ? Number.POSITIVE_INFINITY : now - lastCaughtUpAt;
  return Math.min(reading.sinceLastReplayMs ?? Number.POSITIVE_INFINITY, sinceCaughtUp);
}
