import type { Browser } from 'playwright-core';
import { visit, type Visit } from '../harness/browser';
import { useGoogleAccount } from '../harness/google-account';
import { appDescription } from '../harness/description';
import { at, seen } from '../harness/page-checks';
import { choose } from './actions';

/** Flow 7: Google sign-in, with the suite's local OpenID provider standing in for Google. */
export function googleFlow(browser: () => Browser) {
  describe('7. Google sign-in', () => {
    let person: Visit;
    beforeEach(async () => {
      person = await visit(browser());
    });
    afterEach(async () => person?.close());

    test('the super admin signs in with their Google account and lands on their dashboard', async () => {
      const { page } = person;
      await useGoogleAccount(person.context, appDescription().superadmin.email);
      await page.goto('/login');
      await choose(page, 'Role', 'Super Admin');
      await page.getByRole('button', { name: 'Sign in with Google', exact: true }).click();
      await at(page, '/superadmin/home');
      await seen(page.getByRole('heading', { name: 'Super Admin Dashboard' }));
      // The round trip really went through the provider.
      const issuer = appDescription().oauthIssuer;
      expect(person.requests.some((request) => request.url().startsWith(`${issuer}/authorize`))).toBe(true);
    });

    test('a Google address no account uses comes back to /login with the reason', async () => {
      const { page } = person;
      await useGoogleAccount(person.context, 'stranger@nowhere.test');
      await page.goto('/login');
      await choose(page, 'Role', 'Admin');
      await page.getByRole('button', { name: 'Sign in with Google', exact: true }).click();
      await seen(page.getByText('No Admin account uses this Google address'));
      await at(page, '/login');
      await seen(page.getByText('Welcome back! Please sign in to continue.'));
    });
  });
}
