import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';

/**
 * One Chromium for the test file that calls this at its top: launched before its first test, closed after its
 * last. Each person then gets a fresh context of it (harness/browser.ts), so nothing carries over between them.
 */
export function chromiumForThisFile(): () => Browser {
  let chromium: Browser | undefined;
  beforeAll(async () => {
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
  });
  return () => {
    if (!chromium) throw new Error('Chromium did not start');
    return chromium;
  };
}
