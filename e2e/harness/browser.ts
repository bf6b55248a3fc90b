import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { appDescription } from './description';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** One person's browser: a fresh context (no cookies, no cache) with what went wrong on its pages recorded. */
export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** console.error messages. */
  consoleErrors: string[];
  /** Every request the page made, in order. */
  requests: Request[];
  close(): Promise<void>;
}

export async function visit(browser: Browser, viewport = DESKTOP): Promise<Visit> {
  const { frontends } = appDescription();
  const context = await browser.newContext({ baseURL: frontends.shell, viewport, locale: 'en-US', isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  // Every wait is on what the page shows; none should take this long even on a busy 2-core machine.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const requests: Request[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  context.on('request', (request) => requests.push(request));
  return { context, page, pageErrors, consoleErrors, requests, close: () => context.close() };
}
