import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, visit, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { mailTo } from '../harness/mail';
import { at, seen } from '../harness/page-checks';
import { flowSteps } from '../harness/steps';
import { choose, signInAsSuperadmin, signInWithForm } from './actions';
import { createAdmin, ensureInstitute } from './gateway-calls';
import { GREENFIELD, RIVERSIDE } from './superadmin.flow';

/** Git-ignored; looked at by a person after the run. */
export const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');
const SECOND_ADMIN = { name: 'Vikram Shah', email: 'vikram.shah@greenfield.edu' };

/** Saves what the page shows now at desktop and at phone size: e2e/screenshots/<name>-desktop.png, -phone.png. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${size}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(DESKTOP);
}

/** Flow 8: every main screen, desktop and phone. */
export function screenshotsFlow(browser: () => Browser) {
  describe('8. screenshots of the main screens', () => {
    const step = flowSteps();
    let person: Visit;
    let admin: Visit;
    beforeAll(async () => {
      await rm(SCREENSHOTS, { recursive: true, force: true });
      await mkdir(SCREENSHOTS, { recursive: true });
      person = await visit(browser());
      admin = await visit(browser());
    });
    afterAll(async () => {
      await person?.close();
      await admin?.close();
    });

    step('the landing page and the login page', async () => {
      const { page } = person;
      await page.goto('/');
      await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
      await shoot(page, '01-landing');
      await page.goto('/login');
      await seen(page.getByText('Welcome back! Please sign in to continue.'));
      await shoot(page, '02-login');
    });

    step('the super admin screens', async () => {
      const { page } = person;
      await signInAsSuperadmin(page, appDescription().superadmin);
      const greenfield = await ensureInstitute(page, GREENFIELD);
      await ensureInstitute(page, RIVERSIDE);
      await createAdmin(page, { instituteId: greenfield.id, ...SECOND_ADMIN });
      await page.reload();
      await seen(page.getByRole('heading', { name: 'Super Admin Dashboard' }));
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await shoot(page, '03-superadmin-home');

      await page.goto('/superadmin/add-institute');
      await seen(page.getByRole('heading', { name: 'Create New Institute' }));
      await page.getByRole('button', { name: 'Create Institute', exact: true }).click();
      await seen(page.getByText('Please fix the validation errors before submitting'));
      await shoot(page, '04-add-institute-errors');

      await page.goto('/superadmin/view-institutes');
      await seen(page.getByRole('heading', { name: GREENFIELD.name }));
      await shoot(page, '05-institutes-hub');
      await page.getByRole('button', { name: `Edit ${GREENFIELD.name}`, exact: true }).click();
      await seen(page.getByRole('dialog', { name: 'Edit Institute' }));
      await shoot(page, '06-edit-institute');

      await page.goto('/superadmin/view-admins');
      await choose(page, 'Select Institute', GREENFIELD.name);
      await seen(page.getByText(SECOND_ADMIN.email));
      await shoot(page, '07-manage-admins');
      await page.getByRole('button', { name: `Edit ${SECOND_ADMIN.name}`, exact: true }).click();
      await seen(page.getByRole('dialog', { name: 'Edit Admin' }));
      await shoot(page, '08-edit-admin');

      await page.goto('/superadmin/add-admin');
      await choose(page, 'Select Institute', GREENFIELD.name);
      await seen(page.getByText('Admin Details'));
      await shoot(page, '09-add-admin');
    });

    step('the admin screens', async () => {
      const { page } = admin;
      const mail = await mailTo(SECOND_ADMIN.email, 'Your RollCall admin account');
      const temporary = /Temporary password: (\S+)/.exec(mail.text)![1]!;
      await page.goto('/login');
      await signInWithForm(page, 'Admin', SECOND_ADMIN.email, temporary);
      await at(page, '/change-password');
      await seen(page.getByRole('heading', { name: 'Change your password' }));
      await shoot(page, '10-change-password');

      await page.getByLabel('Current password', { exact: true }).fill(temporary);
      await page.getByLabel('New password', { exact: true }).fill('Vikr4m!Chosen');
      await page.getByLabel('Confirm new password', { exact: true }).fill('Vikr4m!Chosen');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      await at(page, '/admin/dashboard');
      await seen(page.getByRole('heading', { name: GREENFIELD.name }));
      await shoot(page, '11-admin-dashboard');
      await page.getByRole('button', { name: 'Open menu', exact: true }).click();
      await seen(page.getByRole('navigation', { name: 'Admin sections' }));
      await shoot(page, '12-admin-menu');
    });
  });
}
