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
      // Read to the end, so the connection closes as a finished one, not as a client that hung up.
      await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).arrayBuffer();
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
      await sleep(200);
    }
  }
}
