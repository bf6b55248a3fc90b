import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once the URL answers HTTP with any status; rejects with the reason `gaveUp` returns (a child that
 * died) or after `withinMs`.
 */
export async function waitUntilAnswers(url: string, withinMs: number, gaveUp: () => string | null): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
      await sleep(200);
    }
  }
}
