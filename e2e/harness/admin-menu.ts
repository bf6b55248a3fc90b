import type { Locator, Page } from 'playwright-core';
import { seen } from './page-checks';

/**
 * The admin menu's sections, shown: on a phone or a narrow window it slides in from the menu button; on a wide
 * window (1024 px or more) it is already open beside the page, with no button to press.
 */
export async function adminSections(page: Page): Promise<Locator> {
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  const openButton = page.getByRole('button', { name: 'Open menu', exact: true });
  await seen(sections.or(openButton).first());
  if (await openButton.isVisible()) await openButton.click();
  return seen(sections);
}
