export interface RestartDelayOptions {
  /** The wait before the first restart. */
  firstMs?: number;
  /** The longest wait: each restart doubles the previous one up to this. */
  maxMs?: number;
  /** A child that ran this long before it died is restarted after the first wait again. */
  resetAfterMs?: number;
}

/** How long to wait before restarting a child that died, given how long it ran. */
export function restartDelays({ firstMs = 500, maxMs = 10_000, resetAfterMs = 60_000 }: RestartDelayOptions = {}) {
  let next = firstMs;
  return (ranForMs: number): number => {
    if (ranForMs >= resetAfterMs) next = firstMs;
    const delay = next;
    next = Math.min(next * 2, maxMs);
    return delay;
  };
}
