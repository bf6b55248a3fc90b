import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { appDescription } from './description';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** One person's browser: a fresh context (no cookies, no cache) with what went wrong on its pages recorded. */
export interface Visit {
  context: BrowserContext;
  /** The current tab. */
  page: Page;
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** console.error messages. */
  consoleErrors: string[];
  /** Every request the pages made, in order. */
  requests: Request[];
  /** Closes the current tab and opens another with the same cookies (a person opening a new tab). */
  newTab(): Promise<Page>;
  close(): Promise<void>;
}

/** Where the person's device is: its clock's time zone (IANA), the machine's when left out. */
export interface Whereabouts {
  timezoneId?: string;
}

export async function visit(browser: Browser, viewport = DESKTOP, { timezoneId }: Whereabouts = {}): Promise<Visit> {
  const { frontends } = appDescription();
  const mobile = viewport.width < 600;
  const context = await browser.newContext({
    baseURL: frontends.shell,
    viewport,
    timezoneId,
    locale: 'en-US',
    isMobile: mobile,
    hasTouch: mobile,
  });
  // Every wait is on what the page shows; none should take this long even on a busy 2-core machine.
  context.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const requests: Request[] = [];
  context.on('page', (page) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  context.on('request', (request) => requests.push(request));
  const person: Visit = {
    context,
    page: await context.newPage(),
    pageErrors,
    consoleErrors,
    requests,
    async newTab() {
      const old = person.page;
      person.page = await context.newPage();
      await old.close();
      return person.page;
    },
    close: () => context.close(),
  };
  return person;
}
