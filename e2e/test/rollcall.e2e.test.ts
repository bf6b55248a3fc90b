/**
 * RollCall composed (shell, four remotes, gateway, services, PostgreSQL, SMTP) in headless Chromium. One file
 * on purpose: the flows share one app and one database and some build on each other (the admin created in 3
 * is guarded in 4 and deleted in 5), so they run in this order, one at a time.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../harness/chromium';
import { visitorFlow } from '../flows/visitor.flow';
import { superadminFlow } from '../flows/superadmin.flow';
import { adminFlow } from '../flows/admin.flow';
import { remoteDownFlow } from '../flows/remote-down.flow';
import { googleFlow } from '../flows/google.flow';
import { screenshotsFlow } from '../flows/screenshots.flow';
import { accessibilityFlow } from '../flows/accessibility.flow';

let chromium: Browser | undefined;
const browser = () => {
  if (!chromium) throw new Error('Chromium did not start');
  return chromium;
};

beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(async () => {
  await chromium?.close();
});

visitorFlow(browser);
superadminFlow(browser);
adminFlow(browser);
remoteDownFlow(browser);
googleFlow(browser);
screenshotsFlow(browser);
accessibilityFlow(browser);
