import { setTimeout as wait } from 'node:timers/promises';

/** Retries `check` until it resolves (something outside the browser, such as a mail arriving), or fails. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs: number, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await wait(intervalMs);
    }
  }
}
