import { type LoadResult, loadResult } from '../api/load';

/**
 * Runs `work` from `workers` concurrent loops for `seconds`, each loop either back to back (closed loop, like
 * autocannon's connections) or once every `intervalMs`, its loops spread evenly over the interval (like
 * autocannon's overallRate). Measures each call from its scheduled start, as autocannon measures a request.
 */
export async function directLoad(
  work: (worker: number) => Promise<void>,
  { workers, seconds, intervalMs }: { workers: number; seconds: number; intervalMs?: number },
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  const loop = async (worker: number) => {
    let next = started + (intervalMs ? (worker * intervalMs) / workers : 0);
    while (next < ends) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const begun = performance.now();
      try {
        await work(worker);
        times.push(performance.now() - begun);
      } catch (error) {
        // A failed call makes the run's figures invalid (the caller says so); its loop stops rather than spin.
        if (errors++ === 0) console.error(error);
        return;
      }
      next = intervalMs ? next + intervalMs : performance.now();
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return loadResult(times, seconds, { non2xx: 0, errors });
}
