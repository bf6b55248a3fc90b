import type { Locator, Page } from 'playwright-core';
import { WIDE_WINDOW } from '../../mfe-admin/src/menu/wideWindow';
import { seen } from './page-checks';

/**
 * The admin menu's sections, shown: on a phone or a narrow window it slides in from the menu button; on a wide
 * window (1024 px or more) it is already open beside the page, with no button to press. Which of the two is read
 * from the window, not from the page: right after a resize the page still shows the other layout for a moment.
 */
export async function adminSections(page: Page): Promise<Locator> {
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  const wide = await page.evaluate((query) => window.matchMedia(query).matches, WIDE_WINDOW);
  if (!wide) await (await seen(page.getByRole('button', { name: 'Open menu', exact: true }))).click();
  return seen(sections);
}
