import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DESCRIPTION_ENV } from './description';
import { ensureChromium } from './ensure-chromium';

/** Builds the frontends when stale and starts them with the server side: well within this on 2 cores. */
const READY_WITHIN_MS = 5 * 60_000;
export const PID_ENV = 'ROLLCALL_E2E_APP_PID';
export const RUN_DIR_ENV = 'ROLLCALL_E2E_RUN_DIR';

/** Starts the composed app once for the whole run (app-process.ts) and tells the workers where it is. */
export default async function globalSetup(): Promise<void> {
  ensureChromium();
  const runDir = await mkdtemp(path.join(tmpdir(), 'rollcall-e2e-run-'));
  const descriptionFile = path.join(runDir, 'app.json');
  const logFile = path.join(runDir, 'app.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'app-process.ts'), descriptionFile], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'production' },
  });

  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const fail = (why: string) => {
      clearInterval(poll);
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
      reject(new Error(`The composed app did not start (${why}). Its log, ${logFile}:\n${tail}`));
    };
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? code}`));
    const poll = setInterval(() => {
      if (existsSync(descriptionFile)) {
        clearInterval(poll);
        child.removeAllListeners('exit');
        resolve();
      } else if (Date.now() - started > READY_WITHIN_MS) {
        child.kill('SIGTERM');
        fail(`not ready after ${READY_WITHIN_MS / 1000} s`);
      }
    }, 100);
  });

  process.env[DESCRIPTION_ENV] = descriptionFile;
  process.env[PID_ENV] = String(child.pid);
  process.env[RUN_DIR_ENV] = runDir;
}
