/**
 * Signing in: the login form's checks before anything is sent, a wrong password, and Google sign-in through
 * the local OpenID provider. Uses the known super admin; seeds nothing.
 */
import { choose, signInAsSuperadmin, signInWithForm } from '../harness/actions';
import { visit, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { useGoogleAccount } from '../harness/google-account';
import { at, gone, seen, textOf } from '../harness/page-checks';
import { chromiumForThisFile } from '../harness/suite';

const browser = chromiumForThisFile();

describe('signing in', () => {
  let person: Visit;
  beforeEach(async () => {
    person = await visit(browser());
  });
  afterEach(async () => person?.close());

  test('the login page says what is wrong before anything is sent, then signs in to the dashboard', async () => {
    const { page } = person;
    await page.goto('/login');
    await seen(page.getByText('Welcome back! Please sign in to continue.'));
    await seen(page.getByText('Need an account? Contact Administrator'));
    expect(await textOf(page.getByRole('combobox', { name: 'Role' }))).toBe('Student');

    // Empty: the login form has one text for the email, missing or malformed.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await seen(page.getByText('Please enter a valid email address'));
    await seen(page.getByText('Please enter a strong password'));

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await gone(page.getByText('Please enter a valid email address'));
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await gone(page.getByText('Please enter a strong password'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await seen(page.getByText('Please enter a valid email address'));
    await seen(page.getByText('Please enter a strong password'));

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue()).toBe('weakpass');
    await page.getByRole('button', { name: 'Hide password' }).click();

    // A wrong password reaches the server and comes back as its message, not a crash.
    await signInWithForm(page, 'Super Admin', appDescription().superadmin.email, 'Wr0ng!Password');
    await seen(page.getByRole('alert').filter({ hasText: /./ }));
    await at(page, '/login');

    await signInAsSuperadmin(page);
    expect(person.pageErrors).toEqual([]);
  });

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
