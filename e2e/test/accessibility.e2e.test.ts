/**
 * axe-core on every main screen, in the states a person meets (menus open, errors shown, a dialog up): no
 * serious or critical violation of the WCAG 2.0/2.1 A and AA rules, so that everything is labelled and
 * focusable as assistive technology expects. Each step opens its own screens, so one failing names its
 * screens and the next ones still run. Seeds its institute and an admin (who still has to change the
 * temporary password) through the API.
 */
import { changeTemporaryPassword, choose, signInAsSuperadmin, signInWithForm } from '../harness/actions';
import { screenAudit } from '../harness/axe';
import { PHONE } from '../harness/browser';
import { at, seen } from '../harness/page-checks';
import { adminSections } from '../harness/admin-menu';
import { seedAdmin, seedInstitute } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Bluebell Institute',
  email: 'office@bluebell.edu',
  phoneNumber: '+91 33 4000 4000',
  address: '21 Park Street, Kolkata',
};
const AUDITED_ADMIN = { name: 'Nisha Verma', email: 'nisha.verma@bluebell.edu' };

const browser = chromiumForThisFile();

describe('every main screen passes axe-core (WCAG 2.1 A/AA)', () => {
  const step = flowSteps();
  const audited = seedBeforeAll(async (api) => seedAdmin(api, await seedInstitute(api, INSTITUTE), AUDITED_ADMIN));
  const visitor = personForThisBlock(browser);
  const phoneVisitor = personForThisBlock(browser, PHONE);
  const superadmin = personForThisBlock(browser);
  const admin = personForThisBlock(browser);

  step(
    'the landing page, on a desktop and on a phone with the menu open',
    async () => {
      const audit = screenAudit();
      const { page } = visitor();
      await page.goto('/');
      await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
      await audit.check(page, '/ (desktop)');

      const phone = phoneVisitor().page;
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
      const { page } = visitor();
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

  step(
    'the super admin screens: home, add institute with errors, edit dialog, admins of an institute with the resend dialog, add admin',
    async () => {
      const audit = screenAudit();
      const { page } = superadmin();
      await signInAsSuperadmin(page);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await audit.check(page, '/superadmin/home');

      await page.goto('/superadmin/add-institute');
      await seen(page.getByRole('heading', { name: 'Create New Institute' }));
      await page.getByRole('button', { name: 'Create Institute', exact: true }).click();
      await seen(page.getByText('Please fix the validation errors before submitting'));
      await seen(page.getByText('Institute name is required'));
      await audit.check(page, '/superadmin/add-institute (validation errors)');

      await page.goto('/superadmin/view-institutes');
      await page.getByRole('button', { name: `Edit ${INSTITUTE.name}`, exact: true }).click();
      await seen(page.getByRole('dialog', { name: 'Edit Institute' }));
      await audit.check(page, '/superadmin/view-institutes (edit dialog open)');

      await page.goto('/superadmin/view-admins');
      await choose(page, 'Select Institute', INSTITUTE.name);
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
    const { page } = admin();
    const temporary = audited().temporaryPassword;
    await signInWithForm(page, 'Admin', AUDITED_ADMIN.email, temporary);
    await at(page, '/change-password');
    await seen(page.getByRole('heading', { name: 'Change your password' }));
    await audit.check(page, '/change-password');

    await changeTemporaryPassword(page, temporary, 'N1sha!Chosen');
    await seen(page.getByRole('heading', { name: /^The day: / }));
    await adminSections(page);
    await audit.check(page, '/admin/dashboard (menu open)');
    audit.assertClean();
  });
});
