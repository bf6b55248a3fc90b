import type { Browser, Page } from 'playwright-core';
import { visit, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { at, gone, seen, textOf } from '../harness/page-checks';
import { flowSteps } from '../harness/steps';
import { signInAsSuperadmin, signInWithForm } from './actions';

/** The institutes this flow registers; later flows use them too. */
export const GREENFIELD = {
  name: 'Greenfield College',
  email: 'office@greenfield.edu',
  phoneNumber: '+91 20 4000 1000',
  address: '12 MG Road, Pune',
};
export const RIVERSIDE = {
  name: 'Riverside School',
  email: 'hello@riverside.school',
  phoneNumber: '+91 484 200 300',
  address: 'Lake View Lane, Kochi',
};

async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByRole('group', { name: title });
  await seen(card);
  await page.waitForFunction((name) => {
    const group = [...document.querySelectorAll('[role="group"]')].find((el) => el.textContent?.includes(name));
    return group !== undefined && !group.querySelector('[aria-busy="true"]');
  }, title);
  return (await textOf(card)).replace(title, '').trim();
}

async function fillInstitute(page: Page, institute: typeof GREENFIELD): Promise<void> {
  await page.getByRole('textbox', { name: 'Institute Name', exact: true }).fill(institute.name);
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(institute.email);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(institute.phoneNumber);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(institute.address);
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Institutes' }).getByRole('heading').allInnerTexts();
}

export function superadminFlow(browser: () => Browser) {
  describe('2. the super admin', () => {
    const step = flowSteps();
    let person: Visit;
    let page: Page;
    beforeAll(async () => {
      person = await visit(browser());
      page = person.page;
    });
    afterAll(async () => person?.close());

    step('the login page says what is wrong before anything is sent, then signs in to the dashboard', async () => {
      await page.goto('/login');
      await seen(page.getByText('Welcome back! Please sign in to continue.'));
      await seen(page.getByText('Need an account? Contact Administrator'));
      expect(await textOf(page.getByRole('combobox', { name: 'Role' }))).toBe('Student');

      // Empty: SPEC §5 has one text for the login email, missing or malformed.
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

      await signInAsSuperadmin(page, appDescription().superadmin);
    });

    step('the dashboard shows the real figures, the management cards and the footer', async () => {
      // A fresh database: no institute, student or teacher yet (the spec's placeholders would read 847, 156,420, 12,380).
      expect(await figure(page, 'Total Colleges')).toBe('0');
      expect(await figure(page, 'Total Students')).toBe('0');
      expect(await figure(page, 'Total Teachers')).toBe('0');
      for (const name of ['View All Colleges', 'Add New College', 'View College Admins', 'Add College Admin']) {
        await seen(page.getByRole('button', { name }));
      }
      await seen(page.getByText('version 2.0'));
      await seen(page.getByText('System Online'));
      const today = new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
      await seen(page.getByText(today));
    });

    step('the hub with no institute yet says so', async () => {
      await page.getByRole('button', { name: 'View All Colleges' }).click();
      await at(page, '/superadmin/view-institutes');
      await seen(page.getByText('No institutes available'));
      await seen(page.getByText('Add your first institute to get started with managing educational institutions'));
      await page.getByRole('button', { name: 'Back' }).click();
      await at(page, '/superadmin/home');
    });

    step(
      'creating an institute: the banner on an empty submit, the 5-second notice, the form reset, the figure up by one',
      async () => {
        await page.getByRole('button', { name: 'Add New College' }).click();
        await at(page, '/superadmin/add-institute');
        await seen(page.getByRole('heading', { name: 'Create New Institute' }));

        await page.getByRole('button', { name: 'Create Institute' }).click();
        await seen(page.getByText('Please fix the validation errors before submitting'));
        for (const message of [
          'Institute name is required',
          'Email is required',
          'Phone number is required',
          'Address is required',
        ]) {
          await seen(page.getByText(message));
        }
        await page.getByRole('button', { name: 'Clear Form' }).click();
        await gone(page.getByText('Please fix the validation errors before submitting'));
        await gone(page.getByText('Institute name is required'));

        // Checked on blur: a bad address shows its message when the field is left.
        await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('office-at-greenfield');
        await page.getByRole('textbox', { name: 'Phone Number', exact: true }).focus();
        await seen(page.getByText('Please enter a valid email address'));

        await fillInstitute(page, GREENFIELD);
        await gone(page.getByText('Please enter a valid email address'));
        await page.getByRole('button', { name: 'Create Institute' }).click();
        const notice = page.getByText('Institute created successfully');
        await seen(notice);
        const shownAt = Date.now();
        expect(await page.getByRole('textbox', { name: 'Institute Name', exact: true }).inputValue()).toBe('');
        await gone(notice, 20_000);
        // It stays for its five seconds (a little less allowed for the time it took to notice it was there).
        expect(Date.now() - shownAt).toBeGreaterThan(4_000);

        await fillInstitute(page, RIVERSIDE);
        await page.getByRole('button', { name: 'Create Institute' }).click();
        await seen(page.getByText('Institute created successfully'));

        await page.getByRole('button', { name: 'Back' }).click();
        await at(page, '/superadmin/home');
        expect(await figure(page, 'Total Colleges')).toBe('2');
      },
    );

    step('the hub searches name, email and address without regard to case, with both empty states', async () => {
      await page.getByRole('button', { name: 'View All Colleges' }).click();
      await at(page, '/superadmin/view-institutes');
      const search = page.getByRole('searchbox', { name: 'Search institutes' });
      await seen(search);
      expect(await search.getAttribute('placeholder')).toBe('Search institutes by name, email, or address...');
      await seen(page.getByRole('heading', { name: GREENFIELD.name }));
      expect((await cardNames(page)).sort()).toEqual([GREENFIELD.name, RIVERSIDE.name]);
      const greenfield = page.getByRole('article', { name: GREENFIELD.name });
      for (const detail of [GREENFIELD.email, GREENFIELD.phoneNumber, GREENFIELD.address])
        await seen(greenfield.getByText(detail));

      for (const [query, expected] of [
        ['GREENFIELD', [GREENFIELD.name]],
        ['hello@RIVERSIDE', [RIVERSIDE.name]],
        ['kochi', [RIVERSIDE.name]],
        ['mg road', [GREENFIELD.name]],
      ] as const) {
        await search.fill(query);
        await page.waitForFunction(
          (count) => document.querySelectorAll('[aria-label="Institutes"] > li').length === count,
          expected.length,
        );
        expect(await cardNames(page)).toEqual(expected);
      }

      await search.fill('Hogwarts');
      await seen(page.getByText('No institutes found'));
      await seen(page.getByText('Try adjusting your search terms or check the spelling'));
      await page.getByRole('button', { name: 'Clear Search' }).click();
      expect(await search.inputValue()).toBe('');
      await seen(page.getByRole('heading', { name: RIVERSIDE.name }));
      expect((await cardNames(page)).length).toBe(2);
    });

    step(
      'an institute is edited in the dialog: cancel changes nothing, an empty name is refused, a good change is saved',
      async () => {
        await page.getByRole('button', { name: `Edit ${RIVERSIDE.name}` }).click();
        let dialog = page.getByRole('dialog', { name: 'Edit Institute' });
        await seen(dialog);
        expect(await dialog.getByRole('textbox', { name: 'Institute Name', exact: true }).inputValue()).toBe(RIVERSIDE.name);
        expect(await dialog.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue()).toBe(RIVERSIDE.email);
        expect(await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).inputValue()).toBe(RIVERSIDE.phoneNumber);
        expect(await dialog.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe(RIVERSIDE.address);
        await dialog.getByRole('textbox', { name: 'Institute Name', exact: true }).fill('Changed and cancelled');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await gone(dialog);
        await seen(page.getByRole('heading', { name: RIVERSIDE.name }));

        await page.getByRole('button', { name: `Edit ${RIVERSIDE.name}` }).click();
        dialog = page.getByRole('dialog', { name: 'Edit Institute' });
        await dialog.getByRole('textbox', { name: 'Institute Name', exact: true }).fill('   ');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await seen(dialog.getByText('Please fix the validation errors before saving'));
        await seen(dialog.getByText('Institute name is required'));

        await dialog.getByRole('textbox', { name: 'Institute Name', exact: true }).fill('Riverside Public School');
        await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Lake View Lane, Kochi 682001');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await gone(dialog);
        const notice = page.getByText('Institute updated successfully!');
        await seen(notice);
        const card = page.getByRole('article', { name: 'Riverside Public School' });
        await seen(card);
        await seen(card.getByText('Lake View Lane, Kochi 682001'));
        await gone(notice, 20_000);

        // The change is the server's: it is still there after a reload.
        await page.reload();
        await seen(page.getByRole('article', { name: 'Riverside Public School' }));
        expect(person.pageErrors).toEqual([]);
      },
    );

    step("the visitor's registration request is listed and starts a prefilled institute", async () => {
      await page.goto('/superadmin/home');
      await page.getByRole('button', { name: 'Registration Requests' }).click();
      await at(page, '/superadmin/registrations');
      const request = page.getByRole('article', { name: 'Sunrise Coaching Centre' });
      await seen(request);
      await seen(request.getByText('Meera Iyer'));
      await seen(request.getByRole('link', { name: 'meera@sunrise.in' }));

      await request.getByRole('button', { name: 'Create Institute' }).click();
      await at(page, '/superadmin/add-institute');
      expect(await page.getByRole('textbox', { name: 'Institute Name', exact: true }).inputValue()).toBe(
        'Sunrise Coaching Centre',
      );
      expect(await page.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue()).toBe('meera@sunrise.in');
      expect(await page.getByRole('textbox', { name: 'Phone Number', exact: true }).inputValue()).toBe('+91 98450 12345');
      expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe('');
      await page.getByRole('button', { name: 'Clear Form' }).click();
      expect(await page.getByRole('textbox', { name: 'Institute Name', exact: true }).inputValue()).toBe('');
      expect(person.pageErrors).toEqual([]);
    });
  });
}
