/**
 * Screenshots of every main screen at desktop and phone size, in e2e/screenshots/ (git-ignored), for a person
 * to look at after the run; nothing is compared. Seeds two institutes and an admin (who still has to change
 * the temporary password) through the API. Other suites' institutes show in the lists too.
 */
import { rm } from 'node:fs/promises';
import { changeTemporaryPassword, choose, signInAsSuperadmin, signInWithForm } from '../harness/actions';
import { at, seen } from '../harness/page-checks';
import { adminSections } from '../harness/admin-menu';
import { screenshotFolder, shoot } from '../harness/screenshots';
import { seedAdmin, seedInstitute } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, seedBeforeAll } from '../harness/suite';

const MAPLE = {
  name: 'Maple Grove College',
  email: 'office@maplegrove.edu',
  phoneNumber: '+91 11 4000 5000',
  address: '3 Janpath, New Delhi',
};
const OAKWOOD = {
  name: 'Oakwood School',
  email: 'hello@oakwood.school',
  phoneNumber: '+91 172 400 600',
  address: 'Sector 17, Chandigarh',
};
const ADMIN = { name: 'Vikram Shah', email: 'vikram.shah@maplegrove.edu' };

const browser = chromiumForThisFile();

describe('screenshots of the main screens', () => {
  const step = flowSteps();
  let folder = '';
  beforeAll(async () => {
    folder = await screenshotFolder('main-screens');
    await rm(folder, { recursive: true, force: true });
    folder = await screenshotFolder('main-screens');
  });
  const seeded = seedBeforeAll(async (api) => {
    const maple = await seedInstitute(api, MAPLE);
    await seedInstitute(api, OAKWOOD);
    return seedAdmin(api, maple, ADMIN);
  });
  const person = personForThisBlock(browser);
  const admin = personForThisBlock(browser);

  step(
    'the landing page and the login page',
    async () => {
      const { page } = person();
      await page.goto('/');
      await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
      await shoot(page, folder, '01-landing');
      await page.goto('/login');
      await seen(page.getByText('Welcome back! Please sign in to continue.'));
      await shoot(page, folder, '02-login');
    },
    { blocking: false },
  );

  step(
    'the super admin screens',
    async () => {
      const { page } = person();
      await signInAsSuperadmin(page);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await shoot(page, folder, '03-superadmin-home');

      await page.goto('/superadmin/add-institute');
      await seen(page.getByRole('heading', { name: 'Create New Institute' }));
      await page.getByRole('button', { name: 'Create Institute', exact: true }).click();
      await seen(page.getByText('Please fix the validation errors before submitting'));
      await shoot(page, folder, '04-add-institute-errors');

      await page.goto('/superadmin/view-institutes');
      await seen(page.getByRole('heading', { name: MAPLE.name }));
      await shoot(page, folder, '05-institutes-hub');
      await page.getByRole('button', { name: `Edit ${MAPLE.name}`, exact: true }).click();
      await seen(page.getByRole('dialog', { name: 'Edit Institute' }));
      await shoot(page, folder, '06-edit-institute');

      await page.goto('/superadmin/view-admins');
      await choose(page, 'Select Institute', MAPLE.name);
      await seen(page.getByText(ADMIN.email));
      await shoot(page, folder, '07-manage-admins');
      await page.getByRole('button', { name: `Edit ${ADMIN.name}`, exact: true }).click();
      await seen(page.getByRole('dialog', { name: 'Edit Admin' }));
      await shoot(page, folder, '08-edit-admin');

      await page.goto('/superadmin/add-admin');
      await choose(page, 'Select Institute', MAPLE.name);
      await seen(page.getByText('Admin Details'));
      await shoot(page, folder, '09-add-admin');
    },
    { blocking: false },
  );

  step('the admin screens', async () => {
    const { page } = admin();
    const temporary = seeded().temporaryPassword;
    await page.goto('/login');
    await signInWithForm(page, 'Admin', ADMIN.email, temporary);
    await at(page, '/change-password');
    await seen(page.getByRole('heading', { name: 'Change your password' }));
    await shoot(page, folder, '10-change-password');

    await changeTemporaryPassword(page, temporary, 'Vikr4m!Chosen');
    await seen(page.getByRole('heading', { name: /^The day: / }));
    await seen(page.getByText(MAPLE.name, { exact: true }).filter({ visible: true }).first());
    await shoot(page, folder, '11-admin-dashboard');
    await adminSections(page);
    await shoot(page, folder, '12-admin-menu');
  });
});
