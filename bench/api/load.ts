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

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * autocannon with any of its options. Percentiles come from every response's own time (autocannon's
 * histogram only resolves whole milliseconds, too coarse for sub-millisecond answers).
 */
export function loadWith(options: autocannon.Options): Promise<LoadResult> {
  const seconds = Number(options.duration);
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      const sorted = Float64Array.from(times).sort();
      resolve({
        requestsPerSecond: result.requests.total / seconds,
        p50Ms: roundMs(percentile(sorted, 0.5)),
        p95Ms: roundMs(percentile(sorted, 0.95)),
        p99Ms: roundMs(percentile(sorted, 0.99)),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
}

/** autocannon on one GET with fixed headers. */
export const load = (url: string, headers: Record<string, string>, seconds: number, connections: number) =>
  loadWith({ url, method: 'GET', headers, duration: seconds, connections });
