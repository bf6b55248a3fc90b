import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

/** The figures of a run: percentiles from every answered call's own time (ms), the rate from the calls made. */
export function loadResult(
  times: readonly number[],
  seconds: number,
  { requests = times.length, non2xx, errors }: { requests?: number; non2xx: number; errors: number },
): LoadResult {
  const sorted = Float64Array.from(times).sort();
  const at = (fraction: number) =>
    roundMs(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN);
  return {
    requestsPerSecond: requests / seconds,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    requests,
    non2xx,
    errors,
  };
}

/**
 * autocannon on one GET with fixed headers. Percentiles come from every response's own time (autocannon's
 * histogram only resolves whole milliseconds, too coarse for sub-millisecond answers).
 */
export function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, method: 'GET', headers, duration: seconds, connections }, (error, result) => {
      if (error) return reject(error);
      resolve(loadResult(times, seconds, { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors }));
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
}
