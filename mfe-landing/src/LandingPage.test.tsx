import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@rollcall/ui-kit/testing';
import LandingPage from './LandingPage';
import { faqs } from './content/faqs';
import { features } from './sections/Features';

const renderPage = () => renderRoute('/', { '/': <LandingPage /> });

const section = (name: string | RegExp) => screen.getByRole('region', { name });

// As on a first visit, the contact section stays below the fold: its form is not loaded until asked for.
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('hero: title, tagline and its two buttons lead to contact and to how it works', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'The Smart way to call the Roll' })).toBeInTheDocument();
  expect(screen.getAllByText('Attendance That Cares').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Register your Institute' })).toHaveAttribute('href', '#contact');
  expect(screen.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '#how-it-works');
});

test('every anchor the navigation uses exists on the page', () => {
  const { container } = renderPage();
  for (const id of ['features', 'how-it-works', 'testimonials', 'pricing', 'faq', 'contact']) {
    expect(container.querySelector(`#${id}`)).toBeInTheDocument();
  }
  const hrefs = Array.from(container.querySelectorAll('a[href^="#"]')).map((link) => link.getAttribute('href')!);
  for (const href of hrefs) expect(container.querySelector(href)).toBeInTheDocument();
});

test('the header links to the sections, labels how-it-works Process, and Login goes to /login inside the app', async () => {
  renderPage();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
  expect(within(nav).getByRole('link', { name: 'Process' })).toHaveAttribute('href', '#how-it-works');
  expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
  expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#contact');
  const login = within(header).getAllByRole('link', { name: 'Login' })[0]!;
  expect(login).toHaveAttribute('href', '/login');
  await userEvent.click(login);
  expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
});

test('the mobile menu opens and closes, lists Wall of Love and a Login link to /login', async () => {
  renderPage();
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Close menu');
  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(menu);
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Features', '#features'],
    ['Process', '#how-it-works'],
    ['Pricing', '#pricing'],
    ['FAQ', '#faq'],
    ['Wall of Love', '#testimonials'],
    ['Login', '/login'],
  ]);

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

test('choosing a mobile menu entry or pressing Escape closes the menu', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Pricing' }));
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Login' }));
  expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
});

test('problem versus solution compares the old way with RollCall', () => {
  renderPage();
  const comparison = section('Registers were never built for this');
  expect(within(comparison).getByRole('heading', { name: 'The old way' })).toBeInTheDocument();
  expect(within(comparison).getByRole('heading', { name: 'With RollCall' })).toBeInTheDocument();
});

test('features list every claim of the product', () => {
  renderPage();
  const list = section('Everything attendance needs, nothing it does not');
  for (const title of [
    'A whole class in seconds',
    'Lecture-based attendance',
    'Secure, immutable records',
    'Custom roles',
    'Student and parent portals',
    'Analytics and live dashboards',
    'PDF and CSV reports',
    'Daily email summaries',
    'Flexible academic setup',
    'Student-chosen subjects',
  ]) {
    expect(within(list).getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(within(list).getAllByRole('listitem')).toHaveLength(features.length);
  expect(list).toHaveTextContent('Present or Absent');
  expect(list).toHaveTextContent('Daily, weekly and monthly trends with subject-wise and class-wise summaries');
  expect(list).toHaveTextContent('later absences are not counted');
});

test('how it works shows the four onboarding steps in order', () => {
  renderPage();
  const process = section('Up and running in four steps');
  expect(process).toHaveAttribute('id', 'how-it-works');
  expect(
    within(process)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Sign up your institute', 'Verification call', 'Set up your institute', 'Take attendance, get insights']);
  expect(process).toHaveTextContent('Support by email, WhatsApp and phone, with live onboarding help.');
});

test('pricing shows both plans with their figures, annual billing, features and the popular mark', () => {
  renderPage();
  const pricing = section('Simple pricing per student');
  const small = within(pricing).getByRole('article', { name: 'Up to 1,000 students' });
  const large = within(pricing).getByRole('article', { name: '1,000+ students' });
  expect(small).toHaveTextContent('₹15');
  expect(large).toHaveTextContent('₹12');
  for (const plan of [small, large]) {
    expect(plan).toHaveTextContent('per student / month');
    expect(plan).toHaveTextContent('Billed annually');
    const included = within(plan).getByRole('list');
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['All features included', 'Priority support', 'PDF and CSV exports', 'Daily email summaries', 'Live dashboards']);
    expect(within(plan).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#contact');
  }
  expect(within(large).getByText('Most Popular')).toBeInTheDocument();
  expect(within(small).queryByText('Most Popular')).not.toBeInTheDocument();
});

test('FAQ items expand and collapse on click, each on its own', async () => {
  renderPage();
  const first = screen.getByRole('button', { name: faqs[0]!.question });
  const second = screen.getByRole('button', { name: faqs[1]!.question });
  const firstAnswer = document.getElementById(first.getAttribute('aria-controls')!)!;
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(firstAnswer).not.toBeVisible();

  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(firstAnswer).toBeVisible();
  expect(firstAnswer).toHaveTextContent(faqs[0]!.answer);

  await userEvent.click(second);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(second).toHaveAttribute('aria-expanded', 'true');

  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(firstAnswer).not.toBeVisible();
});

test('Contact Support leads to the contact section, which offers the registration form and no placeholder channels', async () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '#contact');
  const contact = section('Let’s get your institute started');
  expect(contact).toHaveAttribute('id', 'contact');
  expect(within(contact).queryByRole('form')).not.toBeInTheDocument();
  await userEvent.click(within(contact).getByRole('button', { name: 'Fill in the registration form' }));
  expect(await within(contact).findByRole('form', { name: 'Register your institute' })).toBeInTheDocument();
  // No support channel is configured in this build: none is shown.
  expect(within(contact).queryAllByRole('link')).toEqual([]);
});

test('the Wall of Love is the testimonials anchor', () => {
  renderPage();
  expect(section('Attendance that cares about everyone in the room')).toHaveAttribute('id', 'testimonials');
});

test('the footer opens the Privacy Policy and Terms of Service and links Contact Us to the contact section', async () => {
  renderPage();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '#contact');

  await userEvent.click(within(footer).getByRole('button', { name: 'Privacy Policy' }));
  const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
  expect(privacy).toHaveTextContent('never sold');
  await userEvent.click(within(privacy).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(within(footer).getByRole('button', { name: 'Terms of Service' }));
  expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toHaveTextContent('billed annually');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('arriving with an #anchor in the address scrolls to that section', () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', '/#pricing');
  try {
    renderPage();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'pricing');
  } finally {
    window.history.replaceState(null, '', '/');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});
