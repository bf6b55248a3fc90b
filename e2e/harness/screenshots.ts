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

/** Saves what the page shows now at desktop and at phone size: <folder>/<name>-desktop.png and -phone.png. */
export async function shoot(page: Page, folder: string, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(folder, `${name}-${size}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(DESKTOP);
}
