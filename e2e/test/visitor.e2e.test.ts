/** A visitor on the landing page: its sections, anchors, FAQ and phone menu, and the registration form. Seeds nothing. */
import type { Page } from 'playwright-core';
import { appDescription } from '../harness/description';
import { PHONE, visit, type Visit } from '../harness/browser';
import { SUPERADMIN } from '../harness/fixtures';
import { mailTo } from '../harness/mail';
import { at, gone, scrolledIntoView, seen } from '../harness/page-checks';
import { screenshotFolder, shoot } from '../harness/screenshots';
import { chromiumForThisFile } from '../harness/suite';

/** Section headings of the landing page, top to bottom. */
const SECTIONS = [
  { heading: 'The Smart way to call the Roll', level: 1 },
  { heading: 'Registers were never built for this', level: 2 },
  { heading: 'Everything attendance needs, nothing it does not', level: 2, anchor: 'features', link: 'Features' },
  { heading: 'Up and running in four steps', level: 2, anchor: 'how-it-works', link: 'Process' },
  { heading: 'Attendance that cares about everyone in the room', level: 2, anchor: 'testimonials' },
  { heading: 'Simple pricing per student', level: 2, anchor: 'pricing', link: 'Pricing' },
  { heading: 'Frequently asked questions', level: 2, anchor: 'faq', link: 'FAQ' },
  { heading: 'Let’s get your institute started', level: 2, anchor: 'contact' },
];

function signedInAreaRequests(visitor: Visit): string[] {
  const { frontends } = appDescription();
  const others = [frontends.auth, frontends.superadmin, frontends.admin];
  return visitor.requests.map((request) => request.url()).filter((url) => others.some((origin) => url.startsWith(origin)));
}

const browser = chromiumForThisFile();

/** '/' arrives prerendered and readable; its buttons work once the shell has hydrated it. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('rollcall:hydrated').length > 0);
}

/** The layout shift the page has had so far (CLS, leaving out shifts caused by input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

describe('/ as first received', () => {
  let visitor: Visit | undefined;
  afterEach(async () => visitor?.close());

  test('already holds the hero and the FAQ before any script runs, and looks the same once hydrated', async () => {
    const { frontends } = appDescription();
    const html = await (await fetch(`${frontends.shell}/`)).text();
    expect(html).toContain('data-prerendered="landing/LandingPage"');
    expect(html).toMatch(/<h1 id="rc-hero-title"[^>]*>The Smart way to <span[^>]*>call the Roll<\/span><\/h1>/);
    expect(html).toContain('Frequently asked questions');
    expect(html).toContain('Is there a mobile app?');

    const folder = await screenshotFolder('visitor');
    const withoutScripts = await browser().newContext({ baseURL: frontends.shell, viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await withoutScripts.newPage();
      await page.goto('/');
      await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
      await seen(page.getByRole('heading', { name: 'Frequently asked questions' }));
      await shoot(page, folder, 'landing-before-hydration', { sizes: ['phone', 'desktop'], asSeen: true });
    } finally {
      await withoutScripts.close();
    }

    visitor = await visit(browser(), PHONE);
    const { page } = visitor;
    await page.goto('/');
    await hydrated(page);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await shoot(page, folder, 'landing-hydrated', { sizes: ['phone', 'desktop'], asSeen: true });
    expect(visitor.consoleErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});

describe('a visitor on /', () => {
  let visitor: Visit;
  afterEach(async () => visitor?.close());

  test('sees every section, follows every header anchor and opens and closes the FAQ, loading nothing of the signed-in areas', async () => {
    visitor = await visit(browser());
    const { page } = visitor;
    await page.goto('/');
    await hydrated(page);
    for (const section of SECTIONS) {
      await seen(page.getByRole('heading', { name: section.heading, level: section.level }));
    }
    const pricing = page.getByRole('region', { name: 'Simple pricing per student' });
    await seen(pricing.getByRole('heading', { name: 'Up to 1,000 students' }));
    await seen(pricing.getByRole('heading', { name: '1,000+ students' }));
    await seen(pricing.getByText('Most Popular'));
    await seen(pricing.getByText('₹15', { exact: false }).first());
    await seen(pricing.getByText('₹12', { exact: false }).first());

    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms of Service']) await seen(footer.getByRole('button', { name }));
    await seen(footer.getByRole('link', { name: 'Contact Us' }));

    const header = page.getByRole('navigation', { name: 'Main' });
    for (const section of SECTIONS.filter((s) => s.link)) {
      await header.getByRole('link', { name: section.link, exact: true }).click();
      await page.waitForURL((url) => url.hash === `#${section.anchor}`);
      await scrolledIntoView(page.getByRole('heading', { name: section.heading }));
    }
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await page.waitForURL((url) => url.hash === '#how-it-works');
    await page.getByRole('link', { name: 'Register your Institute' }).click();
    await page.waitForURL((url) => url.hash === '#contact');
    await scrolledIntoView(page.getByRole('heading', { name: 'Let’s get your institute started' }));

    const question = page.getByRole('button', { name: 'Is there a mobile app?' });
    const answer = page.getByText('RollCall is a web application that works in any modern browser', { exact: false });
    await question.scrollIntoViewIfNeeded();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await seen(answer);
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await question.click();
    await gone(answer);
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog');
    await seen(dialog);
    await page.keyboard.press('Escape');
    await gone(dialog);

    expect(signedInAreaRequests(visitor)).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
  });

  test('registers an institute from the landing page, and the super admin gets the enquiry by mail', async () => {
    visitor = await visit(browser());
    const { page } = visitor;
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    const register = contact.getByRole('button', { name: 'Register your Institute' });
    await register.click();
    for (const message of [
      'Institute name is required',
      'Your name is required',
      'Email is required',
      'Phone number is required',
    ]) {
      await seen(contact.getByText(message));
    }

    await contact.getByRole('textbox', { name: 'Institute name' }).fill('Sunrise Coaching Centre');
    await contact.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
    await contact.getByRole('textbox', { name: 'Email' }).fill('meera@sunrise.in');
    await contact.getByRole('textbox', { name: 'Phone number' }).fill('+91 98450 12345');
    await gone(contact.getByText('Institute name is required'));
    await register.click();
    await seen(contact.getByText('Thank you! Our team will call you within one working day', { exact: false }));

    const mail = await mailTo(SUPERADMIN.email, 'New institute registration: Sunrise Coaching Centre');
    for (const detail of ['Meera Iyer', 'meera@sunrise.in', '+91 98450 12345']) expect(mail.text).toContain(detail);
    expect(signedInAreaRequests(visitor)).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });

  test('on a phone the menu opens, closes, jumps to a section and leads to /login', async () => {
    visitor = await visit(browser(), PHONE);
    const { page } = visitor;
    await page.goto('/');
    await seen(page.getByRole('heading', { name: 'The Smart way to call the Roll', level: 1 }));
    await hydrated(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await mobileMenu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await seen(mobileMenu);
    for (const name of ['Features', 'Process', 'Pricing', 'FAQ', 'Wall of Love', 'Login']) {
      await seen(mobileMenu.getByRole('link', { name, exact: true }));
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await gone(mobileMenu);

    const question = page.getByRole('button', { name: 'How is attendance taken?' });
    const answer = page.getByRole('region', { name: 'How is attendance taken?' });
    await question.click();
    await seen(answer);
    await question.click();
    await gone(answer);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('link', { name: 'Wall of Love' }).click();
    await page.waitForURL((url) => url.hash === '#testimonials');
    await gone(mobileMenu);
    await scrolledIntoView(page.getByRole('heading', { name: 'Attendance that cares about everyone in the room' }));
    expect(signedInAreaRequests(visitor)).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('link', { name: 'Login' }).click();
    await at(page, '/login');
    await seen(page.getByText('Welcome back! Please sign in to continue.'));
    expect(visitor.pageErrors).toEqual([]);
  });
});
