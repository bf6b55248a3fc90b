import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/harness/chromium';
import { freePort } from '../../services/src/db/free-port';

export interface DebuggableChromium {
  /** The remote debugging port Lighthouse connects to. */
  port: number;
  /**
   * Hands the browser's own profile (the one Lighthouse's tabs open in) to `use`, e.g. to set its cookies, then lets
   * go of it: nothing but Lighthouse is attached while a page is measured.
   */
  withProfile<T>(use: (profile: BrowserContext) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function untilListening(port: number, chromiumProcess: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (chromiumProcess.exitCode !== null) throw new Error(`Chromium exited with ${chromiumProcess.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

/** Debian's Chromium with the browser suite's flags, a fresh profile and a remote debugging port. */
export async function startDebuggableChromium(): Promise<DebuggableChromium> {
  const port = await freePort();
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-lighthouse-profile-'));
  const chromiumProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chromiumProcess.once('exit', resolve));
  const close = async () => {
    if (chromiumProcess.exitCode === null) {
      chromiumProcess.kill();
      await exited;
    }
    await rm(profileDir, { recursive: true, force: true });
  };
  try {
    await untilListening(port, chromiumProcess);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    port,
    async withProfile(use) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        return await use(browser.contexts()[0]!);
      } finally {
        // Over CDP this only disconnects: the browser and its profile's cookies stay.
        await browser.close();
      }
    },
    close,
  };
}
