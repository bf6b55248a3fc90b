import { rm } from 'node:fs/promises';
import { PID_ENV, RUN_DIR_ENV } from './global-setup';

const STOPPED_WITHIN_MS = 30_000;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the app process globalSetup started (it stops PostgreSQL and removes its data folder itself). */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[PID_ENV]);
  if (pid > 0 && running(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + STOPPED_WITHIN_MS;
    while (running(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (running(pid)) process.kill(pid, 'SIGKILL');
  }
  const runDir = process.env[RUN_DIR_ENV];
  if (runDir && !process.env.ROLLCALL_E2E_KEEP_LOG) await rm(runDir, { recursive: true, force: true });
}
