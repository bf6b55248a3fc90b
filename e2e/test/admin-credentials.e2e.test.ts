/**
 * Resent credentials: an admin who signed out before changing the temporary password cannot use it again,
 * and gets back in with the new one the super admin sends. Seeds its institute and admin through the API.
 */
import { choose, signInAsSuperadmin, signInWithForm } from '../harness/actions';
import { eventually } from '../harness/eventually';
import { temporaryPasswordOf } from '../harness/mail';
import { at, gone, seen } from '../harness/page-checks';
import { seedAdmin, seedInstitute } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Silver Oak College',
  email: 'office@silveroak.edu',
  phoneNumber: '+91 40 4000 3000',
  address: '9 Banjara Hills, Hyderabad',
};
const SIGNED_OUT_ADMIN = { name: 'Ravi Menon', email: 'ravi.menon@silveroak.edu' };

const browser = chromiumForThisFile();

describe('an admin who signed out before changing the temporary password', () => {
  const step = flowSteps();
  const seeded = seedBeforeAll(async (api) => seedAdmin(api, await seedInstitute(api, INSTITUTE), SIGNED_OUT_ADMIN));
  const superadmin = personForThisBlock(browser);
  const admin = personForThisBlock(browser);

  step('cannot sign in with the temporary password again', async () => {
    const { page } = admin();
    await page.goto('/login');
    await signInWithForm(page, 'Admin', SIGNED_OUT_ADMIN.email, seeded().temporaryPassword);
    await at(page, '/change-password');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await at(page, '/login');
    await signInWithForm(page, 'Admin', SIGNED_OUT_ADMIN.email, seeded().temporaryPassword);
    await seen(page.getByText('Invalid email or password'));
  });

  step('the super admin resends their credentials from the admins of the institute', async () => {
    const { page } = superadmin();
    await signInAsSuperadmin(page);
    await page.goto('/superadmin/view-admins');
    await choose(page, 'Select Institute', INSTITUTE.name);
    await page.getByRole('button', { name: `Resend credentials to ${SIGNED_OUT_ADMIN.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend credentials' });
    await seen(dialog.getByText(`Send a new temporary password to ${SIGNED_OUT_ADMIN.name} at ${SIGNED_OUT_ADMIN.email}?`));
    await dialog.getByRole('button', { name: 'Send new credentials', exact: true }).click();
    await gone(dialog);
    await seen(page.getByText(`New credentials sent to ${SIGNED_OUT_ADMIN.email}`));
  });

  step('gets back in with the new temporary password, which still has to be changed', async () => {
    const { page } = admin();
    const second = await eventually(async () => {
      const password = await temporaryPasswordOf(SIGNED_OUT_ADMIN.email);
      if (password === seeded().temporaryPassword) throw new Error('the new credentials mail has not arrived yet');
      return password;
    }, 20_000);
    await signInWithForm(page, 'Admin', SIGNED_OUT_ADMIN.email, second);
    await at(page, '/change-password');
    await seen(page.getByText(`Welcome, ${SIGNED_OUT_ADMIN.name}.`, { exact: false }));
    expect(admin().pageErrors).toEqual([]);
    expect(superadmin().pageErrors).toEqual([]);
  });
});
