/**
 * One admin's life, with the super admin in another browser: created through the form, mailed credentials,
 * signed in with the temporary password and made to change it, the admin menu, the guards between the two
 * areas both ways, and deletion ending the admin's open session. Seeds its institute through the API.
 */
import type { Page } from 'playwright-core';
import { choose, signInAsSuperadmin, signInWithForm } from '../harness/actions';
import { DESKTOP, PHONE } from '../harness/browser';
import { appDescription } from '../harness/description';
import { CREDENTIALS_SUBJECT, mailTo, temporaryPasswordIn } from '../harness/mail';
import { at, gone, seen } from '../harness/page-checks';
import { seedInstitute } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Hillcrest Academy',
  email: 'office@hillcrest.edu',
  phoneNumber: '+91 80 4000 2000',
  address: '4 Residency Road, Bengaluru',
};
const ADMIN = { name: 'Asha Rao', email: 'asha.rao@hillcrest.edu' };
/** What the admin chooses instead of the temporary password. */
const ADMIN_NEW_PASSWORD = 'Adm1n!Chosen';

/** Where a page went, same-document navigations included. */
function addressHistory(page: Page): string[] {
  const seenPaths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      const url = new URL(frame.url());
      seenPaths.push(`${url.pathname}${url.search}`);
    }
  });
  return seenPaths;
}

async function checkMenu(page: Page): Promise<void> {
  const openButton = page.getByRole('button', { name: 'Open menu', exact: true });
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  // A desktop window: the menu stays open beside the page, with no button to open it.
  await seen(sections);
  expect(await openButton.count()).toBe(0);
  expect(await sections.getByRole('button', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');

  // A phone: the menu slides in from its button.
  await page.setViewportSize(PHONE);
  await gone(sections);
  expect(await sections.count()).toBe(0);

  await openButton.click();
  await seen(sections);
  await gone(openButton); // hidden while the menu is open
  const menu = page.getByRole('complementary', { name: 'Admin menu' });
  await seen(menu.getByText(ADMIN.name));
  await seen(menu.getByText(ADMIN.email));
  const width = await menu.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBe(320); // 20rem
  await page.getByRole('button', { name: 'Close menu', exact: true }).click();
  await gone(sections);
  await seen(openButton);

  await openButton.click();
  await seen(sections);
  await page.mouse.click(370, 400); // the backdrop, right of the 20rem menu
  await gone(sections);

  await openButton.click();
  await seen(sections);
  await page.keyboard.press('Escape');
  await gone(sections);

  for (const label of ['Subject', 'Teacher', 'Administration', 'Reports', 'Dashboard']) {
    await openButton.click();
    await sections.getByRole('button', { name: label, exact: true }).click();
    await at(page, `/admin/${label.toLowerCase()}`);
    await gone(sections);
    await seen(page.getByRole('heading', { name: label, level: 1 }));
  }
  await openButton.click();
  expect(await sections.getByRole('button', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');
  await page.getByRole('button', { name: 'Close menu', exact: true }).click();
  await page.setViewportSize(DESKTOP);
}

const browser = chromiumForThisFile();

describe("an admin's life: created, signed in, guarded, deleted", () => {
  const step = flowSteps();
  seedBeforeAll((api) => seedInstitute(api, INSTITUTE));
  const superadmin = personForThisBlock(browser);
  const admin = personForThisBlock(browser);
  let temporaryPassword = '';

  step('the super admin creates an admin: details appear once an institute is chosen, an empty email is refused', async () => {
    const { page } = superadmin();
    await signInAsSuperadmin(page);

    await page.getByRole('button', { name: 'Add College Admin', exact: true }).click();
    await at(page, '/superadmin/add-admin');
    await seen(page.getByRole('heading', { name: 'Create New Admin' }));
    expect(await page.getByRole('textbox', { name: 'Admin Email Address', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create Admin', exact: true }).click();
    await seen(page.getByText('Please fix the validation errors before submitting'));
    await seen(page.getByText('Please select an institute'));

    await choose(page, 'Select Institute', INSTITUTE.name);
    const summary = page.getByRole('region', { name: 'Selected Institute' });
    await seen(summary.getByText(INSTITUTE.name));
    await seen(summary.getByText(INSTITUTE.email));
    await seen(page.getByText('Admin Details'));
    await seen(page.getByText('The admin receives their login credentials at this address'));

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await gone(page.getByText('Admin Details'));
    await choose(page, 'Select Institute', INSTITUTE.name);

    await page.getByRole('button', { name: 'Create Admin', exact: true }).click();
    await seen(page.getByText('Email is required'));
    await page.getByRole('textbox', { name: 'Admin Email Address', exact: true }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Admin Name', exact: true }).fill(ADMIN.name);
    await page.getByRole('button', { name: 'Create Admin', exact: true }).click();
    const notice = page.getByText('Admin created successfully!.');
    await seen(notice);
    await gone(page.getByText('Admin Details'));
    await gone(notice, 20_000);
  });

  step('the credentials mail names the sign-in page, the role and a temporary password', async () => {
    const mail = await mailTo(ADMIN.email, CREDENTIALS_SUBJECT);
    expect(mail.text).toContain(`Hello ${ADMIN.name},`);
    expect(mail.text).toContain(`at ${INSTITUTE.name} on RollCall`);
    expect(mail.text).toContain(`Sign in at: ${appDescription().frontends.shell}/login`);
    expect(mail.text).toContain('Role: Admin');
    expect(mail.text).toContain(`Email: ${ADMIN.email}`);
    temporaryPassword = temporaryPasswordIn(mail);
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
  });

  step('the admin signs in with it, must change it, and lands on /admin/dashboard', async () => {
    const { page } = admin();
    await page.goto('/login');
    await signInWithForm(page, 'Admin', ADMIN.email, temporaryPassword);
    await at(page, '/change-password');
    await seen(page.getByRole('heading', { name: 'Change your password' }));
    await seen(page.getByText(`Welcome, ${ADMIN.name}.`, { exact: false }));

    // The temporary password opens nothing else until it is changed.
    await page.goto('/admin/dashboard');
    await at(page, '/change-password');

    await page.getByLabel('Current password', { exact: true }).fill(temporaryPassword);
    await page.getByLabel('New password', { exact: true }).fill(ADMIN_NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${ADMIN_NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await seen(page.getByText('Passwords do not match'));
    await page.getByLabel('Confirm new password', { exact: true }).fill(ADMIN_NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();

    await at(page, '/admin/dashboard');
    await seen(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    // The dashboard of the admin's own institute: its name, and the figures of its day.
    await seen(page.getByText(INSTITUTE.name, { exact: true }).filter({ visible: true }).first());
    await seen(page.getByRole('heading', { name: /^The day: / }));
  });

  step(
    'the admin menu opens, closes by its button, the backdrop and Escape, and navigates',
    async () => {
      // In a second tab of the admin's browser, so that whatever this leaves behind does not touch the next steps.
      const page = await admin().context.newPage();
      try {
        await page.goto('/admin/dashboard');
        await seen(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
        await checkMenu(page);
      } finally {
        await page.close();
      }
    },
    { blocking: false },
  );

  step('the admin cannot enter /superadmin: it sends them to /login, and nothing of that area is loaded', async () => {
    const { page } = admin();
    const history = addressHistory(page);
    await page.goto('/superadmin/home');
    // The guard sends them to /login, and the login page sends a signed-in user on to their own area.
    await at(page, '/admin/dashboard');
    await seen(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    expect(history).toContain('/login');
    expect(await page.getByRole('heading', { name: 'Super Admin Dashboard' }).count()).toBe(0);
    const superadminOrigin = appDescription().frontends.superadmin;
    expect(admin().requests.filter((request) => request.url().startsWith(superadminOrigin))).toEqual([]);
  });

  step(
    "the super admin cannot enter /admin: /login says 'Unauthorised Access' and the address is cleaned",
    async () => {
      const { page } = superadmin();
      const history = addressHistory(page);
      await page.goto('/admin/dashboard');
      // The notice stays readable on /login: the login page must not move a signed-in user on to their own
      // area while it shows why a guard sent them there.
      await seen(page.getByText('Unauthorised Access')).catch((error: Error) => {
        throw new Error(`'Unauthorised Access' was not shown; the page went ${history.join(' -> ')}\n${error.message}`);
      });
      expect(history).toContain(`/login?error_message=${encodeURIComponent('Unauthorised Access')}`);
      await at(page, '/login');
    },
    { blocking: false },
  );

  step('deleting the admin while they are signed in: their next navigation ends on /login', async () => {
    const { page } = superadmin();
    await page.goto('/superadmin/view-admins');
    await seen(page.getByRole('heading', { name: 'Manage Admins' }));
    await choose(page, 'Select Institute', INSTITUTE.name);
    await seen(page.getByRole('heading', { name: `Admins for ${INSTITUTE.name}` }));
    await seen(page.getByText('1 admin(s) found'));
    const rows = page.getByRole('list', { name: `Admins for ${INSTITUTE.name}` });
    await seen(rows.getByText(ADMIN.name));
    await seen(rows.getByText(ADMIN.email));

    await page.getByRole('button', { name: `Delete ${ADMIN.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await seen(dialog.getByText(`Are you sure you want to delete ${ADMIN.name}?`));
    await seen(dialog.getByText('This action cannot be undone.'));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(dialog);
    await seen(page.getByText('Operation completed successfully!'));
    await seen(page.getByText('No admins found for this institute'));

    // The admin's browser still shows their area; the next page they open finds the session gone.
    await admin().page.goto('/admin/reports');
    await at(admin().page, '/login');
    await seen(admin().page.getByText('Welcome back! Please sign in to continue.'));
    expect(await admin().page.getByRole('heading', { name: 'Reports' }).count()).toBe(0);
    expect(superadmin().pageErrors).toEqual([]);
  });
});
