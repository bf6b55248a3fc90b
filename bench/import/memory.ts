import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A process's peak resident memory over a stretch of work: this one's unless `pid` names another (the services'
 * process of a deployed stack, say). Linux keeps the high-water mark (VmHWM), and writing 5 to clear_refs
 * resets it, so the peak is exact rather than sampled; elsewhere it falls back to sampling every few
 * milliseconds (this process only).
 */
export async function peakRssDuring<T>(
  work: () => Promise<T>,
  pid: number | 'self' = 'self',
): Promise<{ result: T; baseMb: number; peakMb: number }> {
  if (pid === 'self') (globalThis as { gc?: () => void }).gc?.();
  const rss = () => (pid === 'self' ? process.memoryUsage.rss() : statusKb(pid, 'VmRSS') * 1024);
  const baseBytes = rss();
  const exact = resetHighWaterMark(pid);
  let sampled = baseBytes;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, rss());
  }, 5);
  try {
    const result = await work();
    const peakBytes = Math.max(sampled, rss(), exact ? statusKb(pid, 'VmHWM') * 1024 : 0);
    return { result, baseMb: baseBytes / 2 ** 20, peakMb: peakBytes / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

function resetHighWaterMark(pid: number | 'self'): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function statusKb(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const line = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) : 0;
}
