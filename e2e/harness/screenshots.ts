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

export interface ShotOptions {
  /** Desktop and phone unless told. */
  sizes?: readonly ScreenSize[];
  /**
   * Only the window, scrolled as it is: what the person sees, with the bars that stay on screen where they are.
   * Otherwise the whole page from its top.
   */
  asSeen?: boolean;
}

/** Saves what the page shows now at each size: <folder>/<name>-<size>.png. The page is left at the size it had. */
export async function shoot(
  page: Page,
  folder: string,
  name: string,
  { sizes = ['desktop', 'phone'], asSeen = false }: ShotOptions = {},
) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of sizes) {
    await page.setViewportSize(VIEWPORTS[size]);
    // A whole page is drawn from its top: left scrolled, its sticky top bar would show partway down the picture.
    await page.evaluate((fromTheTop) => {
      if (fromTheTop) window.scrollTo(0, 0);
      return document.fonts.ready;
    }, !asSeen);
    await page.screenshot({ path: path.join(folder, `${name}-${size}.png`), fullPage: !asSeen, animations: 'disabled' });
  }
  await page.setViewportSize(before);
}
