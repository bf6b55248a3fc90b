import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

/** Git-ignored; looked at by a person after the run. Each suite writes into its own folder under it. */
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/** The folder of one suite's screenshots, made if missing. */
export async function screenshotFolder(suite: string): Promise<string> {
  const folder = path.join(SCREENSHOTS, suite);
  await mkdir(folder, { recursive: true });
  return folder;
}

export type ScreenSize = 'desktop' | 'phone';
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE };

/**
 * Saves what the page shows now at each size (desktop and phone unless told): <folder>/<name>-<size>.png. The
 * page is left at the size it had.
 */
export async function shoot(page: Page, folder: string, name: string, sizes: readonly ScreenSize[] = ['desktop', 'phone']) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of sizes) {
    await page.setViewportSize(VIEWPORTS[size]);
    // From the top: a page left scrolled would draw its sticky top bar partway down the full-page picture.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      return document.fonts.ready;
    });
    await page.screenshot({ path: path.join(folder, `${name}-${size}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(before);
}
