import { replicaLagMs } from '../src/db/replica/replica-lag';

const NOW = 1_000_000;

describe('how far behind a read on the replica may be', () => {
  it('is nothing when the replica has replayed all the primary had, however old its last replayed transaction', () => {
    expect(replicaLagMs({ inRecovery: true, bytesBehind: 0, sinceLastReplayMs: 3_600_000 }, null, NOW)).toBe(0);
  });

  it('is the age of its last replayed transaction when that is the tighter bound', () => {
    expect(replicaLagMs({ inRecovery: true, bytesBehind: 512, sinceLastReplayMs: 40 }, NOW - 9_000, NOW)).toBe(40);
  });

  it('is the time since a check last found it caught up, after a primary idle for longer than the bound', () => {
    expect(replicaLagMs({ inRecovery: true, bytesBehind: 512, sinceLastReplayMs: 3_600_000 }, NOW - 150, NOW)).toBe(150);
  });

  it('is endless when nothing dates it, or when the replica cannot say where its replay stands', () => {
    expect(replicaLagMs({ inRecovery: true, bytesBehind: 512, sinceLastReplayMs: null }, null, NOW)).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(replicaLagMs({ inRecovery: true, bytesBehind: null, sinceLastReplayMs: 10 }, NOW, NOW)).toBe(Number.POSITIVE_INFINITY);
  });
});
