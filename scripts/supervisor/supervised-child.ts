import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { prefixLines } from './line-prefix';
import { restartDelays } from './restart-delays';
import { waitUntilAnswers } from './wait-until-answers';

const repoRoot = path.resolve(__dirname, '..', '..');
const exitWithParent = path.join(__dirname, 'exit-with-parent.ts');

export interface ChildSpec {
  /** Shown in front of each of its log lines: `[services] …`. */
  name: string;
  /** A TypeScript entry file, run with tsx, and its arguments. */
  command: string[];
  env: NodeJS.ProcessEnv;
  /** Answers (any HTTP status) once the child serves. */
  readyUrl: string;
  /** Messages the child sends over its IPC channel. */
  onMessage?: (message: unknown) => void;
}

export interface SupervisorOptions {
  log: (line: string) => void;
  logError: (line: string) => void;
  /** Restarts before the child first answered that are tried before giving up (a port in use, a bad setting). */
  startAttempts?: number;
  readyWithinMs?: number;
  /** How long a child may take to stop on SIGTERM before it is killed. */
  stopWithinMs?: number;
}

export interface SupervisedChild {
  /** Resolves once the child first answers at its readyUrl; rejects when it could not start. */
  ready: Promise<void>;
  /** Stops the child (SIGTERM, then SIGKILL after stopWithinMs) and restarts it no more. */
  stop(): Promise<void>;
}

/**
 * Runs one part of RollCall as a child process and keeps it running: a child that dies is restarted after a
 * growing wait (restart-delays.ts) while the other parts keep serving. Each child is in its own process
 * group (Ctrl+C reaches the supervisor only, which stops the children in order) and exits by itself when the
 * supervisor dies (exit-with-parent.ts).
 */
export function superviseChild(spec: ChildSpec, options: SupervisorOptions): SupervisedChild {
  const { log, logError, startAttempts = 3, readyWithinMs = 60_000, stopWithinMs = 5_000 } = options;
  const nextDelay = restartDelays();
  let current: ChildProcess | null = null;
  let restartTimer: NodeJS.Timeout | null = null;
  let stopping = false;
  let answered = false;
  let failedStarts = 0;
  let gaveUp: string | null = null;

  function start(restart: boolean): void {
    const startedAt = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', exitWithParent, ...spec.command], {
      cwd: repoRoot,
      // A child may send messages to its supervisor over the IPC channel: this says the channel is ours.
      env: { ...spec.env, ROLLCALL_SUPERVISED: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    });
    current = child;
    log(`[${spec.name}] ${restart ? 'restarted' : 'started'} (process ${child.pid})`);
    if (child.stdout) prefixLines(child.stdout, spec.name, log);
    if (child.stderr) prefixLines(child.stderr, spec.name, logError);
    child.on('message', (message) => spec.onMessage?.(message));
    child.on('error', (error) => logError(`[${spec.name}] ${error.message}`));
    child.once('exit', (code, signal) => {
      current = null;
      if (stopping) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (!answered && ++failedStarts > startAttempts) {
        gaveUp = `${spec.name} ${how} before it answered, ${failedStarts} times (see its log above)`;
        return;
      }
      const delay = nextDelay(Date.now() - startedAt);
      logError(`[${spec.name}] ${how}; restarting in ${delay / 1000} s`);
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!stopping) start(true);
      }, delay);
    });
  }

  start(false);
  const ready = waitUntilAnswers(
    spec.readyUrl,
    readyWithinMs,
    () => gaveUp ?? (stopping ? `${spec.name} was stopped` : null),
  ).then(() => {
    answered = true;
  });

  return {
    ready,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const child = current;
      if (!child) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => {
        logError(`[${spec.name}] did not stop within ${stopWithinMs / 1000} s: killing it`);
        child.kill('SIGKILL');
      }, stopWithinMs);
      await exited;
      clearTimeout(killTimer);
      log(`[${spec.name}] stopped`);
    },
  };
}
