import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium';

const INSTALL = 'apt-get install -y chromium';

/**
 * Makes sure the Chromium the browser suite drives is there before any suite starts. Like Playwright's
 * `install --with-deps`, a Debian machine where this runs as root gets Debian's package installed; anywhere else
 * the run stops at once with the one command to run, rather than failing every browser test one by one.
 */
export function ensureChromium(log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): void {
  if (existsSync(CHROMIUM)) return;
  const named = process.env.CHROMIUM_PATH !== undefined;
  const canInstall = !named && process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!canInstall) {
    throw new Error(
      named
        ? `CHROMIUM_PATH names ${CHROMIUM}, which does not exist.`
        : `The browser suite needs Debian's Chromium at ${CHROMIUM}. Install it with: sudo ${INSTALL}`,
    );
  }
  log(`Chromium is missing: installing Debian's package (${INSTALL})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.error || run.status !== 0) {
      throw new Error(`apt-get ${args.join(' ')} failed (${run.error?.message ?? `exit ${run.status}`}); run: ${INSTALL}`);
    }
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium, but ${CHROMIUM} is still missing.`);
  log('Chromium installed.');
}
