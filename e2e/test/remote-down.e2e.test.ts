/**
 * A remote whose server is down while the rest of RollCall keeps working, then back. Only this suite's
 * browser loses the super admin remote (its requests are refused, as by a closed port), so suites running
 * at the same time keep it. Uses the known super admin; seeds nothing.
 */
import { signInWithForm } from '../harness/actions';
import { appDescription } from '../harness/description';
import { at, gone, seen } from '../harness/page-checks';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock } from '../harness/suite';
import { unreachable } from '../harness/unreachable';

const browser = chromiumForThisFile();

describe('a remote that is down', () => {
  const step = flowSteps();
  const person = personForThisBlock(browser);
  let backUp: () => Promise<void>;

  step('only its own area shows the error with a retry; sign-in and the landing page still work', async () => {
    const { page, context } = person();
    backUp = await unreachable(context, 'superadmin');
    await signInWithForm(page, 'Super Admin', appDescription().superadmin.email, appDescription().superadmin.password);
    // Signed in (the auth remote is up) and sent to /superadmin, whose own routes are in the missing remote.
    await at(page, '/superadmin');
    await seen(page.getByRole('heading', { name: 'The Super Admin area is unavailable right now' }), 30_000);
    await seen(page.getByRole('button', { name: 'Retry', exact: true }));

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await at(page, '/');
    await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
    await page.goto('/superadmin/home');
    await seen(page.getByRole('heading', { name: 'The Super Admin area is unavailable right now' }), 30_000);
  });

  step('once its server is back, Retry loads the area in place', async () => {
    const { page } = person();
    await backUp();
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await seen(page.getByRole('heading', { name: 'Super Admin Dashboard' }), 30_000);
    await gone(page.getByRole('heading', { name: 'The Super Admin area is unavailable right now' }));
    await at(page, '/superadmin/home');
    expect(person().pageErrors).toEqual([]);
  });
});
