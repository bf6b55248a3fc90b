/**
 * Lighthouse 12 on its default mobile profile, performance only, for the pages people use every day: '/', /login,
 * /teacher, the take-attendance screen of a 60-student register, /student, /parent and /admin/dashboard, signed in
 * where needed (a demo institute's people; the register's teacher in an institute of their own). Production builds
 * served as `npm start` serves them; Debian's Chromium with a remote debugging port, which Lighthouse drives.
 * Each page's score, LCP, TBT, CLS and JavaScript bytes are the median of BENCH_RUNS runs (default 3), beside
 * the goals set for them, printed as a table and written to bench/results/lighthouse.json. With BASELINE_REV, the same
 * frontends of that commit are built and measured in the same run, on the same ports, before this checkout's.
 *
 *   npm run bench:lighthouse -w @rollcall/bench                 (builds this checkout's frontends first)
 *   npm run bench:lighthouse -w @rollcall/bench -- --no-build   (this checkout's builds as they are)
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DemoInstituteResponse } from '@rollcall/contracts';
import { buildFrontends, type FrontendName, serveFrontends } from '@rollcall/federation/node';
import { ensureChromium } from '../../e2e/harness/ensure-chromium';
import { freePort } from '../../services/src/db/free-port';
import { startBenchStack } from '../bundle/bench-stack';
import { benchDemoInstitute, type GatewayOf, gatewayCall } from '../bundle/gateway-call';
import { vitalsRuns } from '../bundle/home-vitals';
import { baselineTree, buildIn } from '../languages/baseline-tree';
import { auditPage, medianRun, type PageRun } from './audit';
import { type DebuggableChromium, startDebuggableChromium } from './debuggable-chromium';
import { GOALS, type MeasuredPage, table, verdicts } from './goals';
import { type RegisterTeacher, registerTeacher } from './register-teacher';

const BASELINE_REV = process.env.BASELINE_REV;
const FRONTENDS = ['shell', 'landing', 'auth', 'admin', 'teacher', 'student'] as const satisfies readonly FrontendName[];

interface PageToMeasure {
  page: string;
  path: string;
  /** Who is signed in when it opens; nobody for the public pages. */
  person: RegisterTeacher['signIn'] | null;
  lcpGoalMs: number | null;
}

function pagesToMeasure(demo: DemoInstituteResponse, register: RegisterTeacher): PageToMeasure[] {
  const person = (role: RegisterTeacher['signIn']['role']) => {
    const { email, password } = demo.signIns.find((signIn) => signIn.role === role)!;
    return { role, email, password };
  };
  const signedIn = (page: string, pagePath: string, who: PageToMeasure['person']) => ({
    page,
    path: pagePath,
    person: who,
    lcpGoalMs: GOALS.lcpMsSignedIn,
  });
  return [
    { page: '/', path: '/', person: null, lcpGoalMs: GOALS.lcpMsHome },
    { page: '/login', path: '/login', person: null, lcpGoalMs: null },
    signedIn('/teacher', '/teacher', person('teacher')),
    signedIn('take attendance, 60 students', register.takePath, register.signIn),
    signedIn('/student', '/student', person('student')),
    signedIn('/parent', '/parent', person('parent')),
    signedIn('/admin/dashboard', '/admin/dashboard', person('admin')),
  ];
}

/** Serves one build on the bench's ports and runs Lighthouse on every page, page after page, `runs` times over. */
async function measureBuild(
  chromium: DebuggableChromium,
  build: string,
  root: string | undefined,
  ports: Record<(typeof FRONTENDS)[number], number>,
  at: GatewayOf,
  pages: readonly PageToMeasure[],
  runs: number,
): Promise<MeasuredPage[]> {
  const frontends = await serveFrontends({ host: '127.0.0.1', ports, api: at.gatewayUrl, root, log: () => {} });
  const figures = new Map(pages.map((page) => [page.path, [] as PageRun[]]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        await chromium.withProfile(async (profile) => {
          await profile.clearCookies();
          if (page.person) await gatewayCall(profile, at, 'POST', '/auth/login', page.person);
        });
        const figure = await auditPage(chromium.port, `${at.shellUrl}${page.path}`);
        figures.get(page.path)!.push(figure);
        console.log(`  ${build}, run ${run}/${runs}, ${page.page}: ${JSON.stringify(figure)}`);
      }
    }
  } finally {
    await frontends.close();
  }
  return pages.map((page) => {
    const pageRuns = figures.get(page.path)!;
    return { page: page.page, path: page.path, build, lcpGoalMs: page.lcpGoalMs, runs: pageRuns, median: medianRun(pageRuns) };
  });
}

async function main(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..', '..');
  const runs = vitalsRuns(process.env, 3);
  if (!process.argv.includes('--no-build')) {
    console.log(`Building this checkout’s ${FRONTENDS.join(', ')} (production)…`);
    await buildFrontends({ names: [...FRONTENDS], log: (line) => console.log(`  ${line}`) });
  }
  const tree = BASELINE_REV ? await baselineTree(repoRoot, BASELINE_REV) : null;
  const temp = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-lighthouse-'));
  await chmod(temp, 0o777); // embedded PostgreSQL runs as user postgres
  let stack: Awaited<ReturnType<typeof startBenchStack>> | null = null;
  let chromium: DebuggableChromium | null = null;
  try {
    if (tree) {
      console.log(`Building the same frontends of ${BASELINE_REV}…`);
      buildIn(tree, FRONTENDS);
    }
    // Both builds are served on the same ports in turn, so the gateway allows one shell origin.
    const ports = Object.fromEntries(await Promise.all(FRONTENDS.map(async (name) => [name, await freePort()]))) as Record<
      (typeof FRONTENDS)[number],
      number
    >;
    const shellUrl = `http://127.0.0.1:${ports.shell}`;
    stack = await startBenchStack(temp, shellUrl, () => {});
    const at = { shellUrl, gatewayUrl: stack.urls.gateway };
    ensureChromium();
    chromium = await startDebuggableChromium();
    const demo = await chromium.withProfile((profile) => benchDemoInstitute(profile, at));
    const pages = pagesToMeasure(demo, await registerTeacher(stack.database!.ownerUrl));

    console.log(`Lighthouse ${runs} time(s) on each page…`);
    const measured: MeasuredPage[] = [];
    if (tree) measured.push(...(await measureBuild(chromium, BASELINE_REV!, tree.root, ports, at, pages, runs)));
    measured.push(...(await measureBuild(chromium, 'current', undefined, ports, at, pages, runs)));
    const byPage = pages.flatMap((page) => measured.filter((figures) => figures.path === page.path));

    console.log('');
    console.log(
      `Lighthouse 12, default mobile profile, performance only; median of ${runs} run(s); JS KB = scripts' transfer size.`,
    );
    for (const line of table(byPage)) console.log(line);
    const current = measured.filter((figures) => figures.build === 'current').map(verdicts);
    const goals = current.flatMap((met) => Object.values(met)).filter((met) => met !== null);
    console.log(`\nThis checkout meets ${goals.filter(Boolean).length} of its ${goals.length} goals.`);

    await mkdir(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench', 'results', 'lighthouse.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          profile: 'Lighthouse default mobile (simulated throttling), performance category',
          runs,
          baselineRev: BASELINE_REV ?? null,
          goals: GOALS,
          pages: byPage.map((figures) => ({ ...figures, met: verdicts(figures) })),
        },
        null,
        2,
      ),
    );
  } finally {
    await chromium?.close();
    await stack?.stop();
    await tree?.remove();
    await rm(temp, { recursive: true, force: true });
  }
}

// An explicit exit: a dependency stopping with the stack resets process.exitCode.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
