/**
 * LCP, FCP and CLS of one page on the mobile lab profile, in headless Chromium through the DevTools protocol:
 * a fresh context per run (cold cache), the page observed from its first byte until it is hydrated and idle.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from '../median';

/** A mid-range phone on a slow 4G link, as the landing page's goals are stated. */
export const MOBILE_LAB = {
  roundTripMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

/** How long after the network is idle the page is still watched, so a layout shift at hydration counts. */
const SETTLE_MS = 1000;

export interface Vitals {
  lcpMs: number;
  fcpMs: number;
  cls: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface VitalsSummary {
  runs: Vitals[];
  lcpMs: Spread;
  fcpMs: Spread;
  cls: Spread;
}

declare global {
  interface Window {
    __rollcallVitals?: { lcp: number; fcp: number; cls: number };
  }
}

/**
 * Runs in the page before any of its scripts. LCP is the last candidate (the runs make no input, which would
 * end them), FCP the paint entry, CLS the sum of the layout shifts not caused by recent input.
 */
function observeVitals() {
  const vitals = { lcp: 0, fcp: 0, cls: 0 };
  window.__rollcallVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_LAB.roundTripMs,
    // The protocol takes bytes per second.
    downloadThroughput: (MOBILE_LAB.downloadKbps * 1000) / 8,
    uploadThroughput: (MOBILE_LAB.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_LAB.cpuSlowdown });
}

/** One cold load of `url`; the page must show a level-1 heading, else the figures are of a failed page. */
export async function measureVitalsOnce(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport: MOBILE_LAB.viewport, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await page.evaluate(() => window.__rollcallVitals);
    if (!vitals?.lcp || !vitals.fcp) throw new Error(`${url} reported no LCP or FCP`);
    return { lcpMs: Math.round(vitals.lcp), fcpMs: Math.round(vitals.fcp), cls: Math.round(vitals.cls * 10_000) / 10_000 };
  } finally {
    await context.close();
  }
}

function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export function summarise(runs: Vitals[]): VitalsSummary {
  return {
    runs,
    lcpMs: spread(runs.map((run) => run.lcpMs)),
    fcpMs: spread(runs.map((run) => run.fcpMs)),
    cls: spread(runs.map((run) => run.cls)),
  };
}

/**
 * `runs` cold loads of each page, alternating between them so that a machine busy for a while weighs on
 * both alike; each page's medians, minima and maxima.
 */
export async function measureVitals(
  browser: Browser,
  urls: { page: string; baseline: string },
  runs: number,
): Promise<{ page: VitalsSummary; baseline: VitalsSummary }> {
  const page: Vitals[] = [];
  const baseline: Vitals[] = [];
  for (let run = 0; run < runs; run += 1) {
    page.push(await measureVitalsOnce(browser, urls.page));
    baseline.push(await measureVitalsOnce(browser, urls.baseline));
  }
  return { page: summarise(page), baseline: summarise(baseline) };
}
