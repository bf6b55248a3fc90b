/**
 * The JavaScript and font bytes of /teacher and /student, signed in as a demo institute's teacher and student,
 * in each language, against the English of the commit before RollCall spoke Hindi and Tamil (BASELINE_REV,
 * default 644e866), built from that commit and measured in the same run, the same way: production builds
 * served as `npm start` serves them, headless Chromium, a cold cache per page, scripts gzipped (-9) as the
 * server's precompressed files are, fonts as sent. The goal: English grows by at most 3 KB gz of JavaScript.
 * The demo institute's names are written in Latin, Devanagari and Tamil, so its pages fetch the Indic fonts in
 * every language (the old tree had none, and drew those names with whatever the device had).
 *
 *   npm run bench:languages -w @rollcall/bench                 (builds both trees' shell, teacher and student)
 *   npm run bench:languages -w @rollcall/bench -- --no-build   (this checkout's builds as they are; the old tree is always built)
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { DemoSignIn, Language } from '@rollcall/contracts';
import { buildFrontends, serveFrontends } from '@rollcall/federation/node';
import { launchChromium } from '../../e2e/harness/chromium';
import { ensureChromium } from '../../e2e/harness/ensure-chromium';
import { freePort } from '../../services/src/db/free-port';
import { startBenchStack } from '../bundle/bench-stack';
import { benchDemoInstitute, gatewayCall, type GatewayOf } from '../bundle/gateway-call';
import { pageBytes, type PageFigures } from '../bundle/page-bytes';
import { baselineTree, buildIn } from './baseline-tree';

const BASELINE_REV = process.env.BASELINE_REV ?? '644e866';
const ENGLISH_GROWTH_GOAL_KB = 3;
const FRONTENDS = ['shell', 'teacher', 'student'] as const;
const AREAS = [
  { role: 'teacher', path: '/teacher' },
  { role: 'student', path: '/student' },
] as const;

interface Measured extends PageFigures {
  build: 'baseline' | 'current';
  language: Language;
}

/** Signs a context in as this person, their language saved first, as the area's switch saves it. */
const signedInAs = (served: GatewayOf, person: DemoSignIn, language: Language) => async (context: BrowserContext) => {
  await gatewayCall(context, served, 'POST', '/auth/login', {
    role: person.role,
    email: person.email,
    password: person.password,
  });
  await gatewayCall(context, served, 'PATCH', '/auth/preferences', { language });
};

async function measureBuild(
  browser: Browser,
  build: Measured['build'],
  root: string | undefined,
  ports: Record<(typeof FRONTENDS)[number], number>,
  gatewayUrl: string,
  people: DemoSignIn[],
  languages: readonly Language[],
): Promise<Measured[]> {
  const frontends = await serveFrontends({ host: '127.0.0.1', ports, api: gatewayUrl, root, log: () => {} });
  const origins = new Map(Object.entries(frontends.urls).map(([name, url]) => [url!, name]));
  const served = { shellUrl: frontends.urls.shell!, gatewayUrl };
  const figures: Measured[] = [];
  try {
    for (const area of AREAS) {
      const person = people.find((candidate) => candidate.role === area.role)!;
      for (const language of languages) {
        const signIn = signedInAs(served, person, language);
        const page = await pageBytes(browser, served.shellUrl, area.path, origins, { signIn, expectHeading: /./ });
        if (!page.landedOn.startsWith(area.path))
          throw new Error(`${area.path} (${build}, ${language}) landed on ${page.landedOn}`);
        figures.push({ ...page, build, language });
      }
    }
  } finally {
    await frontends.close();
  }
  return figures;
}

/** Whether English met its goal on both pages. */
async function main(): Promise<boolean> {
  const repoRoot = path.resolve(__dirname, '..', '..');
  if (!process.argv.includes('--no-build')) {
    console.log('Building this checkout’s shell, teacher and student (production)…');
    await buildFrontends({ names: [...FRONTENDS], log: (line) => console.log(`  ${line}`) });
  }
  console.log(`Building the same frontends of ${BASELINE_REV}…`);
  const tree = await baselineTree(repoRoot, BASELINE_REV);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-languages-'));
  await chmod(temp, 0o777); // embedded PostgreSQL runs as user postgres
  let stack: Awaited<ReturnType<typeof startBenchStack>> | null = null;
  ensureChromium();
  const browser = await launchChromium();
  try {
    buildIn(tree, FRONTENDS);
    // Both trees are served on the same ports in turn, so the gateway allows one shell origin.
    const ports = { shell: await freePort(), teacher: await freePort(), student: await freePort() };
    const shellUrl = `http://127.0.0.1:${ports.shell}`;
    stack = await startBenchStack(temp, shellUrl, () => {});
    const gatewayUrl = stack.urls.gateway;
    const seeder = await browser.newContext();
    const served = { shellUrl, gatewayUrl };
    const demo = await benchDemoInstitute(seeder, served);
    await seeder.close();

    const baseline = await measureBuild(browser, 'baseline', tree.root, ports, gatewayUrl, demo.signIns, ['en']);
    const current = await measureBuild(browser, 'current', undefined, ports, gatewayUrl, demo.signIns, ['en', 'hi', 'ta']);

    console.log('');
    console.log('| page | language | build | JavaScript gz KB | fonts KB | English growth, JS gz |');
    console.log('|---|---|---|---|---|---|');
    const verdicts: boolean[] = [];
    for (const area of AREAS) {
      const before = baseline.find((figure) => figure.path === area.path)!;
      console.log(
        `| ${area.path} | en | ${BASELINE_REV} | ${before.totalGzipKb} | ${before.fontKb} (${before.fonts.length} files) | |`,
      );
      for (const figure of current.filter((candidate) => candidate.path === area.path)) {
        let growth = '';
        if (figure.language === 'en') {
          const kb = Math.round((figure.totalGzipKb - before.totalGzipKb) * 10) / 10;
          verdicts.push(kb <= ENGLISH_GROWTH_GOAL_KB);
          growth = `${kb >= 0 ? '+' : '−'}${Math.abs(kb)} KB (goal ≤ ${ENGLISH_GROWTH_GOAL_KB}): ${verdicts.at(-1) ? 'met' : 'NOT met'}`;
        }
        console.log(
          `| ${area.path} | ${figure.language} | current | ${figure.totalGzipKb} | ${figure.fontKb} (${figure.fonts.length} files) | ${growth} |`,
        );
      }
    }
    await mkdir(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench', 'results', 'languages.json'),
      JSON.stringify({ measuredAt: new Date().toISOString(), baselineRev: BASELINE_REV, baseline, current }, null, 2),
    );
    return !verdicts.includes(false);
  } finally {
    await browser.close();
    await stack?.stop();
    await tree.remove();
    await rm(temp, { recursive: true, force: true });
  }
}

// An explicit exit: a dependency stopping with the stack resets process.exitCode.
main().then(
  (met) => process.exit(met ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
