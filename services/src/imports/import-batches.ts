/** How many rows go into one set-based statement: large enough to save round trips, small enough for the planner and memory. */
export const IMPORT_BATCH_ROWS = 1000;

export function* batches<T>(items: T[], size = IMPORT_BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
