import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface Child {
  /** The first line on stdout that matched. */
  line: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs a compiled entry (see gateway/build.ts) with plain node in its own process, as deployed, and waits for
 * a line on its stdout.
 */
export function startChild(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  { timeoutMs = 60_000, nodeArgs = [] }: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.resolve(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${entry} did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => ready.test(candidate));
      if (line) {
        clearTimeout(timer);
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ line, pid: child.pid!, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with code ${code} before it was ready`));
    });
  });
}
