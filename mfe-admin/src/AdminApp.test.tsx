import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { permissions as everyPermission } from '@rollcall/contracts';
import { ownInstitute, renderAdmin, signedInAdmin } from '../test/area';
import { dashboardReply } from '../test/dashboard';
import { setupProgressReply } from '../test/setup-progress';

function gatewayFor(routes: Record<string, Route> = {}) {
  return mockGateway({
    'GET /auth/verify-user': { body: signedInAdmin },
    'GET /admin/institute': { body: ownInstitute },
    'GET /admin/dashboard': { body: dashboardReply() },
    'GET /admin/setup-progress': setupProgressReply(),
    ...routes,
  });
}
/** The page has loaded once its title shows. */
const pageTitle = (title: string) => screen.findByRole('heading', { level: 1, name: title });
const sections = [
  'Years & semesters',
  'Calendar',
  'Classes',
  'Students & parents',
  'Timetable',
  'Roles',
  'Integrations',
  'Settings',
];
/** The cards of the Administration page, by name, in the order shown. */
const sectionCards = async () => {
  await screen.findByRole('button', { name: 'Settings' });
  return sections.filter((name) => within(screen.getByRole('main')).queryByRole('button', { name }));
};
const openButton = () => screen.queryByRole('button', { name: 'Open menu' });
const menu = () => screen.queryByRole('complementary', { name: 'Admin menu' });
const entry = (label: string) => within(menu()!).getByRole('button', { name: label });

describe('Admin area', () => {
  it('shows the full-page loading screen while the session and the institute load', async () => {
    const session = heldReply();
    const institute = heldReply();
    gatewayFor({ 'GET /auth/verify-user': session.route, 'GET /admin/institute': institute.route });
    renderAdmin('/admin/dashboard');
    expect(screen.getByText('Please wait while we fetch your data...')).toBeInTheDocument();
    session.release({ body: signedInAdmin });
    await waitFor(() => expect(screen.getByText('Please wait while we fetch your data...')).toBeInTheDocument());
    institute.release({ body: ownInstitute });
    await pageTitle('Dashboard');
    expect(screen.queryByText('Please wait while we fetch your data...')).not.toBeInTheDocument();
  });

  it("opens on the dashboard with the institute's name", async () => {
    gatewayFor();
    renderAdmin('/admin');
    await pageTitle('Dashboard');
    expect(addressBar()).toHaveTextContent('/admin/dashboard');
    expect(screen.getByRole('main')).toHaveTextContent('Greenfield College');
    expect(screen.getByRole('banner')).toHaveTextContent('Greenfield College');
  });

  it('sends an unknown address inside the area to the dashboard', async () => {
    gatewayFor();
    renderAdmin('/admin/attendance/today');
    await pageTitle('Dashboard');
    expect(addressBar()).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('the Reports page shows its title under the institute', async () => {
    gatewayFor();
    renderAdmin('/admin/reports');
    await pageTitle('Reports');
    expect(screen.getByRole('banner')).toHaveTextContent('Greenfield College');
  });

  it('Administration offers every part of the setup to an admin who holds every permission', async () => {
    gatewayFor({ 'GET /admin/me': ok({ user: signedInAdmin.user, permissions: everyPermission }) });
    renderAdmin('/admin/administration');
    await pageTitle('Administration');
    expect(await sectionCards()).toEqual([
      'Years & semesters',
      'Calendar',
      'Classes',
      'Students & parents',
      'Timetable',
      'Roles',
      'Integrations',
      'Settings',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Classes/ }));
    expect(addressBar()).toHaveTextContent('/admin/administration/classes');
  });

  it('each card of Administration opens its page', async () => {
    const user = userEvent.setup();
    gatewayFor({ 'GET /admin/me': ok({ user: signedInAdmin.user, permissions: everyPermission }) });
    renderAdmin('/admin/administration');
    await pageTitle('Administration');
    await user.click(await screen.findByRole('button', { name: /Calendar/ }));
    expect(addressBar()).toHaveTextContent('/admin/administration/calendar');
    expect(await pageTitle('Calendar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: /Settings/ }));
    expect(await pageTitle('Settings')).toBeInTheDocument();
  });

  it('Administration hides what a restricted admin may not manage', async () => {
    gatewayFor({ 'GET /admin/me': ok({ user: signedInAdmin.user, permissions: ['manage_people'] }) });
    renderAdmin('/admin/administration');
    await pageTitle('Administration');
    expect(await sectionCards()).toEqual(['Calendar', 'Students & parents', 'Settings']);
  });

  it('says when the institute could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    const gateway = gatewayFor({ 'GET /admin/institute': failure(503, 'The database is unavailable, please try again shortly') });
    renderAdmin('/admin/dashboard');
    await pageTitle('Dashboard');
    expect(screen.getByText(/Failed to load your institute: The database is unavailable/)).toBeInTheDocument();
    gateway.set({ 'GET /admin/institute': { body: ownInstitute } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Failed to load your institute/)).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveTextContent('Greenfield College');
  });

  describe('side menu', () => {
    it('opens from the top-left button, which hides while the menu is open, and closes with its X', async () => {
      const user = userEvent.setup();
      gatewayFor();
      renderAdmin('/admin/dashboard');
      await pageTitle('Dashboard');
      expect(menu()).not.toBeInTheDocument(); // closed: hidden from assistive technology
      expect(openButton()).toHaveAttribute('aria-expanded', 'false');

      await user.click(openButton()!);
      expect(menu()).toBeInTheDocument();
      expect(openButton()).not.toBeInTheDocument();
      expect(
        within(menu()!)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([
        '', // the X
        'Dashboard',
        'Subject',
        'Teacher',
        'Administration',
        'Reports',
        'Logout',
      ]);
      await user.click(within(menu()!).getByRole('button', { name: 'Close menu' }));
      expect(menu()).not.toBeInTheDocument();
      expect(openButton()).toBeInTheDocument();
    });

    it('closes on the backdrop and on Escape', async () => {
      const user = userEvent.setup();
      gatewayFor();
      renderAdmin('/admin/dashboard');
      await pageTitle('Dashboard');
      await user.click(openButton()!);
      await user.click(screen.getByTestId('menu-backdrop'));
      expect(menu()).not.toBeInTheDocument();
      await user.click(openButton()!);
      await user.keyboard('{Escape}');
      expect(menu()).not.toBeInTheDocument();
    });

    it('shows the signed-in admin in its footer', async () => {
      const user = userEvent.setup();
      gatewayFor();
      renderAdmin('/admin/dashboard');
      await pageTitle('Dashboard');
      await user.click(openButton()!);
      expect(menu()).toHaveTextContent('Asha Rao');
      expect(menu()).toHaveTextContent('asha@greenfield.edu');
      expect(menu()).not.toHaveTextContent('Admin User');
    });

    it('marks the entry of the current page active, by the second path segment', async () => {
      const user = userEvent.setup();
      gatewayFor();
      renderAdmin('/admin/teacher');
      await pageTitle('Teacher');
      await user.click(openButton()!);
      expect(entry('Teacher')).toHaveAttribute('aria-current', 'page');
      expect(entry('Dashboard')).not.toHaveAttribute('aria-current');
    });

    it('navigates to the chosen entry, closes, and marks it active', async () => {
      const user = userEvent.setup();
      gatewayFor();
      renderAdmin('/admin/dashboard');
      await pageTitle('Dashboard');
      await user.click(openButton()!);
      expect(entry('Dashboard')).toHaveAttribute('aria-current', 'page');
      await user.click(entry('Reports'));
      expect(addressBar()).toHaveTextContent('/admin/reports');
      expect(await pageTitle('Reports')).toBeInTheDocument();
      expect(menu()).not.toBeInTheDocument();
      await user.click(openButton()!);
      expect(entry('Reports')).toHaveAttribute('aria-current', 'page');
      expect(entry('Dashboard')).not.toHaveAttribute('aria-current');
      await user.click(entry('Administration'));
      expect(addressBar()).toHaveTextContent('/admin/administration');
    });

    it('logs out on the server, then goes to /login', async () => {
      const user = userEvent.setup();
      const gateway = gatewayFor({ 'POST /auth/logout': ok({}) });
      renderAdmin('/admin/dashboard');
      await pageTitle('Dashboard');
      await user.click(openButton()!);
      await user.click(entry('Logout'));
      await waitFor(() => expect(addressBar()).toHaveTextContent('/login'));
      expect(gateway.callsTo('POST /auth/logout')).toHaveLength(1);
    });
  });
});
