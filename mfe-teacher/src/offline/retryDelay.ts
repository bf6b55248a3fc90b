/** The first wait before a register is tried again, and the longest: the wait doubles in between. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 30_000;

/** The wait before the next try, after `failures` tries in a row that found no connection. */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LAST_RETRY_MS);
}
