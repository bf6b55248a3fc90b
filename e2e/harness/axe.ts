import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** The WCAG 2.0 and 2.1 level A and AA rules: what "labelled and focusable as assistive technology expects" is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The failing elements, each as axe's CSS selector, with the first line of its explanation. */
  nodes: string[];
}

/**
 * Waits for every finite animation (a dialog fading in, a menu sliding) to end: colour contrast measured
 * mid-fade compares translucent text with what shows through it and reports a failure the user never sees.
 * Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe-core on what the page shows now and returns its serious and critical WCAG A/AA violations. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeScript() });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}  (${(n.failureSummary ?? '').split('\n').slice(0, 2).join(' ').trim()})`),
    }));
  }, WCAG_TAGS);
  return violations.filter((v) => BLOCKING_IMPACTS.has(v.impact));
}

/** Readable report of the findings for a failed assertion: rule id, impact, what it wants, the failing selectors. */
export function describeFindings(screen: string, findings: AxeFinding[]): string {
  return findings
    .map((f) => [`${screen}: ${f.id} (${f.impact}): ${f.help}`, ...f.nodes.map((n) => `    ${n}`)].join('\n'))
    .join('\n');
}

/**
 * Audits the screens of one step: check() each screen as it is shown, then assertClean() fails with every
 * serious or critical violation of all of them listed (so one run names everything to fix, not only the first).
 */
export function screenAudit() {
  const reports: string[] = [];
  return {
    async check(page: Page, screen: string): Promise<void> {
      const findings = await seriousViolations(page);
      if (findings.length > 0) reports.push(describeFindings(screen, findings));
    },
    assertClean(): void {
      if (reports.length > 0) throw new Error(`axe-core found serious or critical WCAG A/AA violations\n${reports.join('\n')}`);
    },
  };
}
