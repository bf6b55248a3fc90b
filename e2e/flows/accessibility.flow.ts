import type { Browser } from 'playwright-core';
import { screenAudit } from '../harness/axe';
import { PHONE, visit, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { mailTo } from '../harness/mail';
import { at, seen } from '../harness/page-checks';
import { flowSteps } from '../harness/steps';
import { choose, signInAsSuperadmin, signInWithForm } from './actions';
import { createAdmin, ensureInstitute } from './gateway-calls';
import { GREENFIELD } from './superadmin.flow';

/** Created by this flow, so that it has an admin who still has to change the temporary password. */
const AUDITED_ADMIN = { name: 'Meera Iyer', email: 'meera.iyer@greenfield.edu' };

/**
 * Flow 9: axe-core on every main screen, in the states a person meets (menus open, errors shown, a dialog up):
 * no serious or critical violation of the WCAG 2.0/2.1 A and AA rules (issue 3: "labelled and focusable as
 * assistive technology expects"). Each step opens its own screens, so one failing names its screens and the
 * next ones still run.
 */
export function accessibilityFlow(browser: () => Browser) {
  describe('9. accessibility (axe-core, WCAG 2.1 A/AA)', () => {
    const step = flowSteps();
    let visitor: Visit;
    let phoneVisitor: Visit;
    let superadmin: Visit;
    let admin: Visit;
    beforeAll(async () => {
      visitor = await visit(browser());
      phoneVisitor = await visit(browser(), PHONE);
      superadmin = await visit(browser());
      admin = await visit(browser());
    });
    afterAll(async () => {
      for (const person of [visitor, phoneVisitor, superadmin, admin]) await person?.close();
    });

    step(
      'the landing page, on a desktop and on a phone with the menu open',
      async () => {
        const audit = screenAudit();
        const { page } = visitor;
        await page.goto('/');
        await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
        await audit.check(page, '/ (desktop)');

        const phone = phoneVisitor.page;
        await phone.goto('/');
        await seen(phone.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
        await phone.getByRole('button', { name: 'Open menu' }).click();
        await seen(phone.getByRole('navigation', { name: 'Mobile' }));
        await audit.check(phone, '/ (phone, menu open)');
        audit.assertClean();
      },
      { blocking: false },
    );

    step(
      'the login page, empty and with its validation errors',
      async () => {
        const audit = screenAudit();
        const { page } = visitor;
        await page.goto('/login');
        await seen(page.getByText('Welcome back! Please sign in to continue.'));
        await audit.check(page, '/login');
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await seen(page.getByText('Please enter a valid email address'));
        await seen(page.getByText('Please enter a strong password'));
        await audit.check(page, '/login (validation errors)');
        audit.assertClean();
      },
      { blocking: false },
    );

    step('the super admin signs in and creates the admin to audit', async () => {
      const { page } = superadmin;
      await signInAsSuperadmin(page, appDescription().superadmin);
      const greenfield = await ensureInstitute(page, GREENFIELD);
      await createAdmin(page, { instituteId: greenfield.id, ...AUDITED_ADMIN });
    });

    step(
      'the super admin screens: home, add institute with errors, edit dialog, admins of an institute with the resend dialog, add admin',
      async () => {
        const audit = screenAudit();
        const { page } = superadmin;
        await page.goto('/superadmin/home');
        await seen(page.getByRole('heading', { name: 'Super Admin Dashboard' }));
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await audit.check(page, '/superadmin/home');

        await page.goto('/superadmin/add-institute');
        await seen(page.getByRole('heading', { name: 'Create New Institute' }));
        await page.getByRole('button', { name: 'Create Institute', exact: true }).click();
        await seen(page.getByText('Please fix the validation errors before submitting'));
        await seen(page.getByText('Institute name is required'));
        await audit.check(page, '/superadmin/add-institute (validation errors)');

        await page.goto('/superadmin/view-institutes');
        await page.getByRole('button', { name: `Edit ${GREENFIELD.name}`, exact: true }).click();
        await seen(page.getByRole('dialog', { name: 'Edit Institute' }));
        await audit.check(page, '/superadmin/view-institutes (edit dialog open)');

        await page.goto('/superadmin/view-admins');
        await choose(page, 'Select Institute', GREENFIELD.name);
        await seen(page.getByText(AUDITED_ADMIN.email));
        await audit.check(page, '/superadmin/view-admins (institute chosen)');
        await page.getByRole('button', { name: `Resend credentials to ${AUDITED_ADMIN.name}`, exact: true }).click();
        await seen(page.getByRole('dialog', { name: 'Resend credentials' }));
        await audit.check(page, '/superadmin/view-admins (resend credentials dialog open)');
        await page.keyboard.press('Escape');

        await page.goto('/superadmin/add-admin');
        await seen(page.getByRole('combobox', { name: 'Select Institute' }));
        await audit.check(page, '/superadmin/add-admin');
        audit.assertClean();
      },
      { blocking: false },
    );

    step('the admin screens: change password, then the dashboard with the menu open', async () => {
      const audit = screenAudit();
      const { page } = admin;
      const mail = await mailTo(AUDITED_ADMIN.email, 'Your RollCall admin account');
      const temporary = /Temporary password: (\S+)/.exec(mail.text)![1]!;
      await signInWithForm(page, 'Admin', AUDITED_ADMIN.email, temporary);
      await at(page, '/change-password');
      await seen(page.getByRole('heading', { name: 'Change your password' }));
      await audit.check(page, '/change-password');

      await page.getByLabel('Current password', { exact: true }).fill(temporary);
      await page.getByLabel('New password', { exact: true }).fill('Me3ra!Chosen');
      await page.getByLabel('Confirm new password', { exact: true }).fill('Me3ra!Chosen');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      await at(page, '/admin/dashboard');
      await seen(page.getByRole('heading', { name: GREENFIELD.name }));
      await page.getByRole('button', { name: 'Open menu', exact: true }).click();
      await seen(page.getByRole('navigation', { name: 'Admin sections' }));
      await audit.check(page, '/admin/dashboard (menu open)');
      audit.assertClean();
    });
  });
}
