/**
 * The JavaScript a visitor downloads, gzipped, for /, /login, /superadmin/home and (signed in as an admin of a
 * seeded institute) /admin/dashboard of the production builds served as `npm start` serves them, in headless
 * Chromium with a cold cache per page; and a check that '/' fetches nothing of the auth, superadmin or admin
 * remotes.
 *
 *   npm run bench:bundle -w @rollcall/bench            (builds the frontends first)
 *   npm run bench:bundle -w @rollcall/bench -- --no-build
 *
 * Baseline, built and measured in the same run with the same serving and measuring code: a trivial shell +
 * one remote set up the plain way (baseline/build.ts). RollCall's '/' is reported as a ratio against it. The
 * kilobytes are figures, not goals: what a person feels is measured by the web vitals below (and Lighthouse).
 *
 * Then LCP, FCP and CLS of '/' on the mobile lab profile (web-vitals.ts), BENCH_RUNS cold loads (default 7),
 * against the same builds served without prerendering (home-vitals.ts). Figures go to stdout and
 * bench/results/bundle.json.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BENCH_SUPERADMIN, startBenchStack } from './bench-stack';
import { pageBytes, type PageFigures } from './page-bytes';
import { launchChromium } from '../../e2e/harness/chromium';
import { ensureChromium } from '../../e2e/harness/ensure-chromium';
import { buildFrontends, distDir, serveFrontends } from '@rollcall/federation/node';
import { CSRF_HEADER, CSRF_VALUE } from '@rollcall/contracts';
import { freePort } from '../../services/src/db/free-port';
import { buildBaseline } from './baseline/build';
import { adminSignIn } from './admin-session';
import { measureHomeVitals, vitalsReport, vitalsRuns } from './home-vitals';

/** The admin's dashboard, charts included: shell + React + the admin remote's chunks for the route. */
const DASHBOARD = '/admin/dashboard';

/** Builds the baseline shell + remote into a temporary folder, serves it like RollCall and measures its '/'. */
async function measureBaseline(browser: Browser): Promise<PageFigures> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-baseline-'));
  try {
    // Laid out as serveFrontends expects (<root>/shell/dist, <root>/mfe-landing/dist) so it is served exactly
    // like RollCall. The host is built with the remote's address, so the remote's port is chosen first.
    const landingPort = await freePort();
    const landingOrigin = `http://127.0.0.1:${landingPort}`;
    const started = Date.now();
    await buildBaseline({ shellDir: distDir('shell', root), landingDir: distDir('landing', root), landingOrigin });
    console.log(`  built the baseline shell + landing in ${Date.now() - started} ms`);
    const served = await serveFrontends({
      host: '127.0.0.1',
      ports: { shell: 0, landing: landingPort },
      api: 'http://127.0.0.1:9',
      root,
    }); // no API: the baseline calls none
    try {
      const origins = new Map(Object.entries(served.urls).map(([name, url]) => [url!, `baseline ${name}`]));
      return await pageBytes(browser, served.urls.shell!, '/', origins, { expectHeading: 'Baseline landing' });
    } finally {
      await served.close();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function main() {
  const root = path.resolve(__dirname, '..', '..');
  if (!process.argv.includes('--no-build')) {
    console.log('Building the frontends (production)…');
    await buildFrontends({ log: (line) => console.log(`  ${line}`) });
  }

  const temp = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-bundle-'));
  await chmod(temp, 0o777); // embedded PostgreSQL runs as user postgres
  // The gateway starts after the frontends, on any free port; remotes.json reads its address per request.
  let gatewayUrl = '';
  const served = await serveFrontends({
    host: '127.0.0.1',
    ports: { shell: 0, landing: 0, auth: 0, superadmin: 0, admin: 0 },
    api: () => gatewayUrl,
  });
  const shellUrl = served.urls.shell!;
  const origins = new Map(Object.entries(served.urls).map(([name, url]) => [url!, name]));

  let stack: Awaited<ReturnType<typeof startBenchStack>> | null = null;
  try {
    stack = await startBenchStack(temp, shellUrl);
    gatewayUrl = stack.urls.gateway;
  } catch (error) {
    console.warn(
      `The server side did not start (${error instanceof Error ? error.message : error}): /superadmin/home is skipped.`,
    );
  }

  ensureChromium();
  const browser = await launchChromium();
  try {
    console.log('Building and measuring the baseline…');
    const baseline = await measureBaseline(browser);
    const pages: PageFigures[] = [];
    pages.push(await pageBytes(browser, shellUrl, '/', origins));
    pages.push(await pageBytes(browser, shellUrl, '/login', origins));
    if (stack) {
      const signIn = async (context: Awaited<ReturnType<Browser['newContext']>>) => {
        const answer = await context.request.post(`${gatewayUrl}/auth/login`, {
          data: { role: 'superadmin', ...BENCH_SUPERADMIN },
          headers: { [CSRF_HEADER]: CSRF_VALUE, Origin: shellUrl },
        });
        if (!answer.ok()) throw new Error(`super admin sign-in answered ${answer.status()}: ${await answer.text()}`);
      };
      pages.push(await pageBytes(browser, shellUrl, '/superadmin/home', origins, { signIn }));
      const seeder = await browser.newContext();
      try {
        const asAdmin = await adminSignIn(seeder, {
          gatewayUrl,
          shellUrl,
          mailDir: stack.mailDir!,
          superadmin: BENCH_SUPERADMIN,
        });
        pages.push(await pageBytes(browser, shellUrl, DASHBOARD, origins, { signIn: asAdmin, expectHeading: 'Dashboard' }));
      } finally {
        await seeder.close();
      }
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
    const ratio = Math.round((home.totalGzipKb / baseline.totalGzipKb) * 100) / 100;
    const baselineParts = Object.entries(baseline.byFrontend)
      .map(([name, size]) => `${name} ${size}`)
      .join(', ');
    console.log(
      `  ${'baseline /'.padEnd(18)} ${String(baseline.totalGzipKb).padStart(6)} KB  [${baselineParts}]  (trivial shell + remote, same run)`,
    );
    console.log('');
    console.log(`RollCall '/' ÷ baseline '/' = ${home.totalGzipKb} ÷ ${baseline.totalGzipKb} = ${ratio.toFixed(2)}.`);
    const dashboard = pages.find((figures) => figures.path === DASHBOARD && figures.landedOn === DASHBOARD);
    console.log(
      dashboard
        ? `${DASHBOARD} = ${dashboard.totalGzipKb} KB gz (shell, React and the admin remote).`
        : `${DASHBOARD} was not measured (no server side, or the admin did not land on it).`,
    );
    console.log(
      `'/' fetched ${leaked.length === 0 ? 'nothing' : leaked.map((s) => s.url).join(', ')} of the auth, superadmin and admin remotes.`,
    );

    console.log('');
    const runs = vitalsRuns();
    console.log(`Measuring the web vitals of '/' (${runs} cold loads each, prerendered and not)…`);
    const homeVitals = await measureHomeVitals(browser, shellUrl, () => gatewayUrl, runs);
    for (const line of vitalsReport(homeVitals)) console.log(line);

    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench', 'results', 'bundle.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          baselineKb: baseline.totalGzipKb,
          homeKb: home.totalGzipKb,
          homeToBaselineRatio: ratio,
          homeFetchesOtherAreas: leaked.length > 0,
          dashboardKb: dashboard?.totalGzipKb ?? null,
          homeVitals,
          baseline,
          pages,
        },
        null,
        2,
      ),
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
