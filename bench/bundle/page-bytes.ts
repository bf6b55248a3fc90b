import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';

export interface Script {
  url: string;
  origin: string;
  gzipBytes: number;
}

export interface PageFigures {
  path: string;
  scripts: Script[];
  totalGzipKb: number;
  byFrontend: Record<string, number>;
  /** Font files as sent (woff2 is compressed already). */
  fontKb: number;
  fonts: string[];
  landedOn: string;
}

export interface PageVisit {
  /** Signs the fresh context in before the page opens. */
  signIn?: (context: BrowserContext) => Promise<void>;
  /** The heading the page must show before the figures count (a page that failed to render is no measurement). */
  expectHeading?: string | RegExp;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What a visitor's cold cache downloads for one page: every script gzipped as the server's precompressed .gz
 * is made, and every font file as it is, grouped by the frontend that served them.
 */
export async function pageBytes(
  browser: Browser,
  shellUrl: string,
  pagePath: string,
  origins: Map<string, string>,
  visit: PageVisit = {},
): Promise<PageFigures> {
  const context = await browser.newContext();
  if (visit.signIn) await visit.signIn(context);
  const page = await context.newPage();
  const scripts: Promise<Script>[] = [];
  const fonts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') {
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          origin: new URL(response.url()).origin,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    } else if (type === 'font') {
      fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    }
  });
  await page.goto(shellUrl + pagePath, { waitUntil: 'networkidle' });
  if (visit.expectHeading) await page.getByRole('heading', { level: 1, name: visit.expectHeading }).waitFor({ timeout: 10_000 });
  // Lazy chunks and fonts a rendered page asks for after its first paint.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const landedOn = new URL(page.url()).pathname;
  const all = await Promise.all(scripts);
  const fontFiles = await Promise.all(fonts);
  await context.close();

  const byFrontend: Record<string, number> = {};
  for (const script of all) {
    const name = origins.get(script.origin) ?? script.origin;
    byFrontend[name] = kb((byFrontend[name] ?? 0) * 1024 + script.gzipBytes);
  }
  return {
    path: pagePath,
    scripts: all,
    totalGzipKb: kb(all.reduce((sum, s) => sum + s.gzipBytes, 0)),
    byFrontend,
    fontKb: kb(fontFiles.reduce((sum, f) => sum + f.bytes, 0)),
    fonts: fontFiles.map((f) => f.url),
    landedOn,
  };
}
