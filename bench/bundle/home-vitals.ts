/**
 * LCP, FCP and CLS of '/' as served (the landing page prerendered inside the shell's page), against the same
 * builds served without prerendering (the shell's empty page, rendered in the browser only) in the same run.
 */
import type { Browser } from 'playwright-core';
import { serveFrontends } from '@rollcall/federation/node';
import { MOBILE_LAB, measureVitals, type Spread, type VitalsSummary } from './web-vitals';

export const LCP_GOAL_MS = 1200;
/** CLS must stay below this, hydration included. */
export const CLS_GOAL = 0.05;

export interface HomeVitals {
  profile: typeof MOBILE_LAB;
  runs: number;
  prerendered: VitalsSummary;
  notPrerendered: VitalsSummary;
  lcpToBaselineRatio: number;
  lcpGoalMs: number;
  lcpGoalMet: boolean;
  clsGoal: number;
  clsGoalMet: boolean;
}

/** Cold loads of a page per variant: BENCH_RUNS, default 7 (this bench's) or the one given. */
export function vitalsRuns(env: Record<string, string | undefined> = process.env, fallback = 7): number {
  const runs = Number(env.BENCH_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

/** Measures `${shellUrl}/` against the same builds served again with `prerender: false`. */
export async function measureHomeVitals(
  browser: Browser,
  shellUrl: string,
  api: () => string,
  runs: number,
): Promise<HomeVitals> {
  const unprerendered = await serveFrontends({ host: '127.0.0.1', ports: { shell: 0, landing: 0 }, api, prerender: false });
  try {
    const { page, baseline } = await measureVitals(
      browser,
      { page: `${shellUrl}/`, baseline: `${unprerendered.urls.shell!}/` },
      runs,
    );
    return {
      profile: MOBILE_LAB,
      runs,
      prerendered: page,
      notPrerendered: baseline,
      lcpToBaselineRatio: Math.round((page.lcpMs.median / baseline.lcpMs.median) * 100) / 100,
      lcpGoalMs: LCP_GOAL_MS,
      lcpGoalMet: page.lcpMs.median <= LCP_GOAL_MS,
      clsGoal: CLS_GOAL,
      clsGoalMet: page.cls.median < CLS_GOAL,
    };
  } finally {
    await unprerendered.close();
  }
}

const figure = ({ median, min, max }: Spread, unit: string) => `${median}${unit} (${min}–${max})`;

function row(name: string, summary: VitalsSummary): string {
  return `  ${name.padEnd(18)} LCP ${figure(summary.lcpMs, ' ms')}, FCP ${figure(summary.fcpMs, ' ms')}, CLS ${figure(summary.cls, '')}`;
}

/** The report's lines: both variants' medians (min–max), the ratio and the goals of '/'. */
export function vitalsReport(vitals: HomeVitals): string[] {
  const { profile } = vitals;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `Web vitals of '/', median (min–max) of ${vitals.runs} cold loads; ${profile.roundTripMs} ms round trip, ${profile.downloadKbps / 1000} Mbps down, ${profile.uploadKbps} kbps up, CPU ÷${profile.cpuSlowdown}, ${profile.viewport.width}×${profile.viewport.height}:`,
    row('/ prerendered', vitals.prerendered),
    row('/ not prerendered', vitals.notPrerendered),
    '',
    `LCP '/' ÷ LCP '/' not prerendered = ${vitals.prerendered.lcpMs.median} ÷ ${vitals.notPrerendered.lcpMs.median} = ${vitals.lcpToBaselineRatio.toFixed(2)}.`,
    `Goals of '/': LCP ≤ ${vitals.lcpGoalMs} ms ${met(vitals.lcpGoalMet)}; CLS < ${vitals.clsGoal} ${met(vitals.clsGoalMet)}.`,
  ];
}
