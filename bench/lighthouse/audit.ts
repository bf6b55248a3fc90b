import type { Flags, Result } from 'lighthouse';
import { kb } from '../bundle/page-bytes';
import { median } from '../median';

/** One Lighthouse run's figures of a page. */
export interface PageRun {
  /** The performance category's score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of every script the page loaded, as sent (compressed). */
  jsKb: number;
}

/**
 * Lighthouse's default mobile profile (a mid-range phone, simulated slow 4G and 4× CPU), the performance category
 * only. Its storage reset stays on, so each run starts with a cold HTTP cache and no service worker; it leaves
 * cookies alone (they are not among its default `clearStorageTypes`), so a signed-in profile stays signed in.
 */
const flags = (port: number): Flags => ({
  port,
  hostname: '127.0.0.1',
  logLevel: 'error',
  output: 'json',
  formFactor: 'mobile',
  onlyCategories: ['performance'],
});

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse gave no ${audit}`);
  return value;
}

/** One Lighthouse run of `url` in the Chromium listening on `port`; it must end on the page asked for or below it. */
export async function auditPage(port: number, url: string): Promise<PageRun> {
  // Loaded as ES modules: tsx's own compiling of a static import names every function with a helper, and the
  // functions Lighthouse sends into the page then fail there ("__name is not defined").
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, flags(port));
  if (!result) throw new Error(`${url}: Lighthouse gave no result`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const asked = new URL(url).pathname;
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  // An area may open one of its own pages (a parent lands on their child's): a sign-in page never counts.
  if (landed !== asked && !landed.startsWith(`${asked}/`)) throw new Error(`${asked} landed on ${landed}: not measured`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`${url}: no performance score`);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round(score * 100),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    jsKb: kb(scriptBytes),
  };
}

/** Each figure's median over the runs (figure by figure, so a run may give the median of one and not another). */
export function medianRun(runs: readonly PageRun[]): PageRun {
  const of = (figure: keyof PageRun) => median(runs.map((run) => run[figure]));
  return { score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), jsKb: of('jsKb') };
}
