import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The process's peak resident memory over a stretch of work. Linux keeps the high-water mark (VmHWM), and
 * writing 5 to clear_refs resets it, so the peak is exact rather than sampled; elsewhere it falls back to
 * sampling every few milliseconds.
 */
export async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; baseMb: number; peakMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseBytes = process.memoryUsage.rss();
  const exact = resetHighWaterMark();
  let sampled = baseBytes;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    const peakBytes = Math.max(sampled, process.memoryUsage.rss(), exact ? highWaterMark() : 0);
    return { result, baseMb: baseBytes / 2 ** 20, peakMb: peakBytes / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

function resetHighWaterMark(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function highWaterMark(): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}
