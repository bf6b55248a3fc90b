/**
 * The super admin's home and institutes: the dashboard's figures, creating institutes through the form, the
 * hub's search and empty states, the edit dialog, and a registration request turned into an institute. The
 * institutes are created here through the form; the registration request is seeded through the API.
 *
 * Other suites add institutes at the same time, so the figures and the full list are held to what the server
 * had just before and just after the page read them, never to fixed numbers.
 */
import type { Page, Route } from 'playwright-core';
import type { InstituteListResponse, SuperadminStatsResponse } from '@rollcall/contracts';
import { signInAsSuperadmin } from '../harness/actions';
import { visit, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { GatewayApi } from '../harness/gateway-api';
import { at, gone, seen, textOf } from '../harness/page-checks';
import { seedEnquiry } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile } from '../harness/suite';

/** This suite's institutes: no other suite uses these names, addresses or the words searched for below. */
const GREENFIELD = {
  name: 'Greenfield College',
  email: 'office@greenfield.edu',
  phoneNumber: '+91 20 4000 1000',
  address: '12 MG Road, Pune',
};
const RIVERSIDE = {
  name: 'Riverside School',
  email: 'hello@riverside.school',
  phoneNumber: '+91 484 200 300',
  address: 'Lake View Lane, Kochi',
};
/** What a visitor asked for on the landing page (seeded). */
const ENQUIRY = {
  instituteName: 'Lotus Tutorials',
  contactName: 'Kavya Nair',
  email: 'kavya@lotustutorials.in',
  phoneNumber: '+91 98450 67890',
};

const FIGURES = ['Total Colleges', 'Total Students', 'Total Teachers'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** The counts the dashboard stands for: every institute the server lists, and its student and teacher counts. */
async function serverCounts(api: GatewayApi): Promise<Figures> {
  const [{ instituteData }, { stats }] = await Promise.all([
    api.call<InstituteListResponse>('GET', '/superadmin/institute'),
    api.call<SuperadminStatsResponse>('GET', '/superadmin/stats'),
  ]);
  return { 'Total Colleges': instituteData.length, 'Total Students': stats.students, 'Total Teachers': stats.teachers };
}

async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByRole('group', { name: title });
  await seen(card);
  await page.waitForFunction((name) => {
    const group = [...document.querySelectorAll('[role="group"]')].find((el) => el.textContent?.includes(name));
    return group !== undefined && !group.querySelector('[aria-busy="true"]');
  }, title);
  return (await textOf(card)).replace(title, '').trim();
}

/**
 * Brings the dashboard up with `show` between two reads of the server's counts, and checks that every figure
 * lies between them: exactly the server's count when no other suite added anything meanwhile (these counts
 * only grow: nothing deletes an institute, a student or a teacher).
 */
async function expectServerFigures(page: Page, api: GatewayApi, show: () => Promise<void>): Promise<void> {
  const before = await serverCounts(api);
  await show();
  const shown: Partial<Figures> = {};
  for (const title of FIGURES) shown[title] = Number((await figure(page, title)).replace(/,/g, ''));
  const after = await serverCounts(api);
  const off = FIGURES.filter((title) => !(shown[title]! >= before[title] && shown[title]! <= after[title]));
  expect(off.map((title) => `${title} shows ${shown[title]}; the server counted ${before[title]}, then ${after[title]}`)).toEqual(
    [],
  );
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

/** The gateway's institute list answers this page as a server with no institute would (its own headers kept). */
async function noInstitutesFor(page: Page): Promise<() => Promise<void>> {
  const { origin } = new URL(appDescription().gateway);
  const matches = (url: URL) => url.origin === origin && url.pathname === '/superadmin/institute';
  const empty = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer: InstituteListResponse = { success: true, instituteData: [] };
    await route.fulfill({ response: await route.fetch(), json: answer });
  };
  await page.route(matches, empty);
  return () => page.unroute(matches, empty);
}

const browser = chromiumForThisFile();

describe('the super admin', () => {
  const step = flowSteps();
  let api: GatewayApi;
  let person: Visit;
  let page: Page;
  beforeAll(async () => {
    const visitor = await GatewayApi.anonymous();
    await seedEnquiry(visitor, ENQUIRY);
    await visitor.dispose();
    api = await GatewayApi.superadmin();
    person = await visit(browser());
    page = person.page;
  });
  afterAll(async () => {
    await person?.close();
    await api?.dispose();
  });

  step('signs in to a dashboard with the real figures, the management cards and the footer', async () => {
    // The server's counts, not the spec's placeholders (847, 156,420, 12,380).
    await expectServerFigures(page, api, () => signInAsSuperadmin(page));
    for (const name of ['View All Colleges', 'Add New College', 'View College Admins', 'Add College Admin']) {
      await seen(page.getByRole('button', { name }));
    }
    await seen(page.getByText('version 2.0'));
    await seen(page.getByText('System Online'));
    const today = new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    await seen(page.getByText(today));
  });

  step(
    'the hub says so when the server has no institute',
    async () => {
      const restore = await noInstitutesFor(page);
      try {
        await page.getByRole('button', { name: 'View All Colleges' }).click();
        await at(page, '/superadmin/view-institutes');
        await seen(page.getByText('No institutes available'));
        await seen(page.getByText('Add your first institute to get started with managing educational institutions'));
      } finally {
        await restore();
      }
      await page.getByRole('button', { name: 'Back' }).click();
      await at(page, '/superadmin/home');
    },
    { blocking: false },
  );

  step(
    'creating an institute: the banner on an empty submit, the 5-second notice, the form reset, the new ones counted on the dashboard',
    async () => {
      await page.goto('/superadmin/home');
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

      // Both are the server's now, and the dashboard counts them: not the figure it showed before.
      const listed = (await api.call<InstituteListResponse>('GET', '/superadmin/institute')).instituteData.map((i) => i.email);
      expect(listed).toEqual(expect.arrayContaining([GREENFIELD.email, RIVERSIDE.email]));
      await expectServerFigures(page, api, async () => {
        await page.getByRole('button', { name: 'Back' }).click();
        await at(page, '/superadmin/home');
      });
    },
  );

  step(
    'the hub lists every institute and searches name, email and address without regard to case, with both empty states',
    async () => {
      const before = (await api.call<InstituteListResponse>('GET', '/superadmin/institute')).instituteData.map((i) => i.name);
      await page.getByRole('button', { name: 'View All Colleges' }).click();
      await at(page, '/superadmin/view-institutes');
      const search = page.getByRole('searchbox', { name: 'Search institutes' });
      await seen(search);
      expect(await search.getAttribute('placeholder')).toBe('Search institutes by name, email, or address...');
      await seen(page.getByRole('heading', { name: GREENFIELD.name }));
      await seen(page.getByRole('heading', { name: RIVERSIDE.name }));
      // Every institute the server had when the page asked, and nothing it did not have by the time the page was read.
      const everything = (await cardNames(page)).sort();
      const after = (await api.call<InstituteListResponse>('GET', '/superadmin/institute')).instituteData.map((i) => i.name);
      expect(everything).toEqual(expect.arrayContaining(before));
      expect(after).toEqual(expect.arrayContaining(everything));
      expect(new Set(everything).size).toBe(everything.length);
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
      expect((await cardNames(page)).sort()).toEqual(everything);
    },
  );

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
    // The next step starts from the dashboard, whatever this one left.
    { blocking: false },
  );

  step("a visitor's registration request is listed and starts a prefilled institute", async () => {
    await page.goto('/superadmin/home');
    await page.getByRole('button', { name: 'Registration Requests' }).click();
    await at(page, '/superadmin/registrations');
    const request = page.getByRole('article', { name: ENQUIRY.instituteName });
    await seen(request);
    await seen(request.getByText(ENQUIRY.contactName));
    await seen(request.getByRole('link', { name: ENQUIRY.email }));

    await request.getByRole('button', { name: 'Create Institute' }).click();
    await at(page, '/superadmin/add-institute');
    expect(await page.getByRole('textbox', { name: 'Institute Name', exact: true }).inputValue()).toBe(ENQUIRY.instituteName);
    expect(await page.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue()).toBe(ENQUIRY.email);
    expect(await page.getByRole('textbox', { name: 'Phone Number', exact: true }).inputValue()).toBe(ENQUIRY.phoneNumber);
    expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Clear Form' }).click();
    expect(await page.getByRole('textbox', { name: 'Institute Name', exact: true }).inputValue()).toBe('');
    expect(person.pageErrors).toEqual([]);
  });
});
