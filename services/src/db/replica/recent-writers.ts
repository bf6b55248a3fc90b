/** Who changed something a moment ago, for as long as a replica within its lag bound may not show it yet. */
export interface RecentWriters {
  wrote(userId: string): void;
  isRecent(userId: string): boolean;
}

/** Forgotten ones are swept only past this many, so a busy process keeps a bounded map without a timer. */
const SWEEP_ABOVE = 10_000;

export function recentWriters(windowMs: number, now: () => number = Date.now): RecentWriters {
  const until = new Map<string, number>();
  return {
    wrote(userId) {
      const at = now();
      if (until.size > SWEEP_ABOVE) for (const [id, end] of until) if (end <= at) until.delete(id);
      until.set(userId, at + windowMs);
    },
    isRecent(userId) {
      const end = until.get(userId);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(userId);
      return false;
    },
  };
}
