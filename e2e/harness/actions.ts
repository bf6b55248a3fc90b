import type { Locator, Page } from 'playwright-core';
import { appDescription } from './description';
import { at, seen } from './page-checks';

/**
 * Opens a ui-kit Select by its label and picks the option with this text (typing it in the search box when
 * there is one). `scope` narrows where the Select is (a dialog over a page that has one of the same name).
 */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const search = scope.getByRole('textbox', { name: 'Search options', exact: true });
  if (await search.isVisible()) await search.fill(option);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the login form as a person would and presses Sign In. */
export async function signInWithForm(page: Page, role: string, email: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await seen(page.getByText('Welcome back! Please sign in to continue.'));
  await choose(page, 'Role', role);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in as the known super admin of the run and waits for the dashboard. */
export async function signInAsSuperadmin(page: Page): Promise<void> {
  const { email, password } = appDescription().superadmin;
  await signInWithForm(page, 'Super Admin', email, password);
  await at(page, '/superadmin/home');
  await seen(page.getByRole('heading', { name: 'Super Admin Dashboard' }));
}

/** On /change-password: replaces the temporary password with the chosen one, which leads on to the person's area. */
export async function changeTemporaryPassword(
  page: Page,
  temporary: string,
  chosen: string,
  area = '/admin/dashboard',
): Promise<void> {
  await page.getByLabel('Current password', { exact: true }).fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await at(page, area);
}
