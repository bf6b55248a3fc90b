/**
 * The JavaScript a visitor downloads, gzipped, for /, /login and /superadmin/home of the production builds
 * served as `npm start` serves them, in headless Chromium with a cold cache per page; and a check that '/'
 * fetches nothing of the auth, superadmin or admin remotes.
 *
 *   npm run bench:bundle -w @rollcall/bench            (builds the frontends first)
 *   npm run bench:bundle -w @rollcall/bench -- --no-build
 *
 * Baseline: a trivial shell + one remote measured 205 KB gz on these machines (STACK-NOTES.md); the goal for
 * '/' is at most 140 KB gz. Figures go to stdout and bench/results/bundle.json.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/harness/chromium';
import { buildFrontends, serveFrontends, type FrontendName } from '@rollcall/federation/node';
import { CSRF_HEADER, CSRF_VALUE } from '@rollcall/contracts';
import { freePort } from '../../scripts/free-port';
import { startStack } from '../../scripts/stack';

const BASELINE_KB = 205;
const GOAL_KB = 140;
const SUPERADMIN = { email: 'bench.superadmin@rollcall.test', password: 'Bench!Passw0rd' };

interface Script {
  url: string;
  origin: string;
  gzipBytes: number;
}

interface PageFigures {
  path: string;
  scripts: Script[];
  totalGzipKb: number;
  byFrontend: Record<string, number>;
  landedOn: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function measure(
  browser: Browser,
  shellUrl: string,
  pagePath: string,
  origins: Map<string, FrontendName>,
  signIn?: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<void>,
): Promise<PageFigures> {
  const context = await browser.newContext();
  if (signIn) await signIn(context);
  const page = await context.newPage();
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: response.url(),
        origin: new URL(response.url()).origin,
        // What the visitor downloads gzipped: the body as the server's precompressed .gz is made.
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(shellUrl + pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const landedOn = new URL(page.url()).pathname;
  const all = await Promise.all(scripts);
  await context.close();

  const byFrontend: Record<string, number> = {};
  for (const script of all) {
    const name = origins.get(script.origin) ?? script.origin;
    byFrontend[name] = kb((byFrontend[name] ?? 0) * 1024 + script.gzipBytes);
  }
  return { path: pagePath, scripts: all, totalGzipKb: kb(all.reduce((sum, s) => sum + s.gzipBytes, 0)), byFrontend, landedOn };
}

async function main() {
  const root = path.resolve(__dirname, '..', '..');
  if (!process.argv.includes('--no-build')) {
    console.log('Building the frontends (production)…');
    await buildFrontends({ log: (line) => console.log(`  ${line}`) });
  }

  const temp = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-bundle-'));
  await chmod(temp, 0o777); // embedded PostgreSQL runs as user postgres
  const gatewayPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const served = await serveFrontends({
    host: '127.0.0.1',
    ports: { shell: 0, landing: 0, auth: 0, superadmin: 0, admin: 0 },
    api: gatewayUrl,
  });
  const shellUrl = served.urls.shell!;
  const origins = new Map(Object.entries(served.urls).map(([name, url]) => [url!, name as FrontendName]));

  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  try {
    stack = await startStack({
      dataDir: temp,
      ports: { gateway: gatewayPort },
      internalSecret: 'bench-internal-secret-0123456789abcdef',
      sessionSecrets: ['bench-session-secret-0123456789abcdef'],
      shellUrl,
      shellOrigins: [shellUrl],
      superadmin: SUPERADMIN,
    });
  } catch (error) {
    console.warn(`The server side did not start (${error instanceof Error ? error.message : error}): /superadmin/home is skipped.`);
  }

  const browser = await launchChromium();
  try {
    const pages: PageFigures[] = [];
    pages.push(await measure(browser, shellUrl, '/', origins));
    pages.push(await measure(browser, shellUrl, '/login', origins));
    if (stack) {
      const signIn = async (context: Awaited<ReturnType<Browser['newContext']>>) => {
        const answer = await context.request.post(`${gatewayUrl}/auth/login`, {
          data: { role: 'superadmin', ...SUPERADMIN },
          headers: { [CSRF_HEADER]: CSRF_VALUE, Origin: shellUrl },
        });
        if (!answer.ok()) throw new Error(`super admin sign-in answered ${answer.status()}: ${await answer.text()}`);
      };
      pages.push(await measure(browser, shellUrl, '/superadmin/home', origins, signIn));
    }

    const home = pages[0]!;
    const leaked = home.scripts.filter((s) => ['auth', 'superadmin', 'admin'].includes(origins.get(s.origin) ?? ''));

    console.log('');
    console.log('Gzipped JavaScript downloaded (cold cache, Chromium):');
    for (const figures of pages) {
      const parts = Object.entries(figures.byFrontend)
        .map(([name, size]) => `${name} ${size}`)
        .join(', ');
      const landed = figures.landedOn === figures.path ? '' : ` (landed on ${figures.landedOn})`;
      console.log(`  ${figures.path.padEnd(18)} ${String(figures.totalGzipKb).padStart(6)} KB  [${parts}]${landed}`);
    }
    console.log('');
    console.log(`Baseline (trivial shell + remote, STACK-NOTES): ${BASELINE_KB} KB gz.`);
    console.log(`'/' = ${home.totalGzipKb} KB gz = ${(home.totalGzipKb / BASELINE_KB).toFixed(2)} × baseline; goal ≤ ${GOAL_KB} KB: ${home.totalGzipKb <= GOAL_KB ? 'met' : 'NOT met'}.`);
    console.log(`'/' fetched ${leaked.length === 0 ? 'nothing' : leaked.map((s) => s.url).join(', ')} of the auth, superadmin and admin remotes.`);

    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'bundle.json'),
      JSON.stringify({ measuredAt: new Date().toISOString(), baselineKb: BASELINE_KB, goalKb: GOAL_KB, pages, homeFetchesOtherAreas: leaked.length > 0 }, null, 2),
    );
    if (leaked.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack?.stop();
    await served.close();
    await rm(temp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
