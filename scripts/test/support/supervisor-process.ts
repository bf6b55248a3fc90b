import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Whether a process runs (a zombie waiting for its parent to read its status counts as gone). */
export function running(pid: number): boolean {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export async function until<T>(
  what: string,
  check: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await sleep(100);
  }
}

const START = ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts')];

/**
 * A process standing between the test and the supervisor, as tsx's own process does under `npm start`: it starts
 * the supervisor on the same output, says its process id, and stays until it is killed.
 */
const WRAPPER = `
const child = require('node:child_process').spawn(process.execPath, ${JSON.stringify(START)}, { stdio: 'inherit' });
console.log('[wrapper] supervisor ' + child.pid);
setInterval(() => {}, 60_000);
`;

/**
 * `npm start` (scripts/start.ts) as a child process, with everything it prints kept; `wrapped`: started through a
 * process in between (then \`process\` is that one).
 */
export class SupervisorProcess {
  readonly process: ChildProcess;
  output = '';

  constructor(env: NodeJS.ProcessEnv, { wrapped = false } = {}) {
    this.process = spawn(process.execPath, wrapped ? ['-e', WRAPPER] : START, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
  }

  get exited(): boolean {
    return this.process.exitCode !== null || this.process.signalCode !== null;
  }

  /** The first match of the pattern in the output, waiting for it; fails early when the supervisor exits. */
  waitFor(pattern: RegExp, withinMs: number): Promise<RegExpMatchArray> {
    return until(
      `${pattern} in the output of npm start:\n${this.output}`,
      () => {
        const match = this.output.match(pattern);
        if (!match && this.exited) throw new Error(`npm start exited before ${pattern}:\n${this.output}`);
        return match;
      },
      withinMs,
    );
  }

  /** The processes of every child it started, as it logged them. */
  childPids(name?: string): number[] {
    const lines = this.output.matchAll(/^\[(\w+)\] (?:re)?started \(process (\d+)\)$/gm);
    return [...lines].filter(([, child]) => !name || child === name).map(([, , pid]) => Number(pid));
  }

  /** The supervisor's process when it was started through a wrapper. */
  get wrappedPid(): number | null {
    const line = this.output.match(/^\[wrapper\] supervisor (\d+)$/m);
    return line ? Number(line[1]) : null;
  }

  /** Resolves with the exit code (or signal) once it has exited. */
  whenExited(): Promise<number | string> {
    if (this.exited) return Promise.resolve(this.process.exitCode ?? this.process.signalCode ?? '');
    return new Promise((resolve) => this.process.once('exit', (code, signal) => resolve(code ?? signal ?? '')));
  }

  /** Stops it and everything it started, even what a killed supervisor may have left behind. */
  async cleanUp(dataDir: string): Promise<void> {
    if (!this.exited) {
      this.process.kill('SIGTERM');
      await Promise.race([this.whenExited(), sleep(20_000)]);
      if (!this.exited) this.process.kill('SIGKILL');
      await this.whenExited();
    }
    for (const pid of [this.wrappedPid ?? 0, ...this.childPids()]) if (pid && running(pid)) process.kill(pid, 'SIGKILL');
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (running(postmaster)) {
        process.kill(postmaster, 'SIGINT');
        await until('PostgreSQL stopped', () => !running(postmaster), 15_000);
      }
    }
  }
}
