import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes a run's figures to bench/results/<bench>-<time>.json, with the date, the machine and the settings
 * they were taken with, and says where.
 */
export async function writeResults(bench: string, settings: object, figures: object): Promise<void> {
  const date = new Date().toISOString();
  const resultsDir = path.resolve(__dirname, '..', 'results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${bench}-${date.replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: os.cpus().length, node: process.version };
  await writeFile(file, `${JSON.stringify({ date, machine, settings, ...figures }, null, 2)}\n`);
  console.log(`Written ${path.relative(process.cwd(), file)}`);
}

/** Runs a benchmark's main: a failure prints its message and exits non-zero, so a broken run is never read as figures. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
