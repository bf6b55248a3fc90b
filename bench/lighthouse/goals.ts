import type { PageRun } from './audit';

/** Issue 29's goals for every page measured; LCP's depends on the page (none is set for /login). */
export const GOALS = { minScore: 95, maxTbtMs: 150, maxCls: 0.05, lcpMsHome: 1200, lcpMsSignedIn: 1500 } as const;

export interface MeasuredPage {
  page: string;
  path: string;
  build: string;
  lcpGoalMs: number | null;
  runs: PageRun[];
  median: PageRun;
}

export interface Verdicts {
  score: boolean;
  lcp: boolean | null;
  tbt: boolean;
  cls: boolean;
}

export function verdicts(measured: MeasuredPage): Verdicts {
  const { median, lcpGoalMs } = measured;
  return {
    score: median.score >= GOALS.minScore,
    lcp: lcpGoalMs === null ? null : median.lcpMs <= lcpGoalMs,
    tbt: median.tbtMs <= GOALS.maxTbtMs,
    cls: median.cls <= GOALS.maxCls,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const against = (figure: string, goal: string, met: boolean | null) =>
  met === null ? figure : `${figure} (${goal}: ${met ? 'met' : 'not met'})`;

/** The markdown table of the medians, each figure beside its goal. */
export function table(pages: readonly MeasuredPage[]): string[] {
  const lines = ['| page | build | score | LCP | TBT | CLS | JS KB |', '|---|---|---|---|---|---|---|'];
  for (const measured of pages) {
    const { median, lcpGoalMs } = measured;
    const met = verdicts(measured);
    lines.push(
      `| ${measured.page} | ${measured.build} | ${[
        against(String(median.score), `≥ ${GOALS.minScore}`, met.score),
        against(seconds(median.lcpMs), `≤ ${(lcpGoalMs ?? 0) / 1000} s`, met.lcp),
        against(`${median.tbtMs} ms`, `≤ ${GOALS.maxTbtMs} ms`, met.tbt),
        against(String(median.cls), `≤ ${GOALS.maxCls}`, met.cls),
        String(median.jsKb),
      ].join(' | ')} |`,
    );
  }
  return lines;
}
