import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { renderSuperadmin } from '../../test/area';

const stats = { institutes: 847, students: 156420, teachers: 12380 };
const card = (title: string) => screen.getByRole('group', { name: title });
/** Waits for the stats answer, so nothing updates after the test has finished. */
const figuresShown = () => within(card('Total Colleges')).findByText('847');

describe('Super Admin Dashboard', () => {
  it('is where /superadmin leads', async () => {
    mockGateway({ 'GET /superadmin/stats': ok({ stats }) });
    renderSuperadmin('/superadmin');
    expect(await screen.findByRole('heading', { name: 'Super Admin Dashboard' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/superadmin/home');
    await figuresShown();
  });

  it('is where an unknown address inside the area leads', async () => {
    mockGateway({ 'GET /superadmin/stats': ok({ stats }) });
    renderSuperadmin('/superadmin/no-such/page');
    expect(await screen.findByRole('heading', { name: 'Super Admin Dashboard' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(/^\/superadmin\/home$/);
    await figuresShown();
  });

  it('shows the three cards loading, then the real figures from the server', async () => {
    const held = heldReply();
    mockGateway({ 'GET /superadmin/stats': held.route });
    renderSuperadmin('/superadmin/home');
    for (const title of ['Total Colleges', 'Total Students', 'Total Teachers']) {
      expect(within(card(title)).getByText('Loading')).toBeInTheDocument();
    }
    held.release(ok({ stats: { institutes: 3, students: 1520, teachers: 48 } }));
    expect(await within(card('Total Students')).findByText((1520).toLocaleString())).toBeInTheDocument();
    expect(within(card('Total Colleges')).getByText('3')).toBeInTheDocument();
    expect(within(card('Total Teachers')).getByText('48')).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and retries', async () => {
    const gateway = mockGateway({
      'GET /superadmin/stats': failure(503, 'The database is unavailable, please try again shortly'),
    });
    renderSuperadmin('/superadmin/home');
    expect(await screen.findByText(/Failed to load statistics: The database is unavailable/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Colleges' })).not.toBeInTheDocument();
    gateway.set({ 'GET /superadmin/stats': ok({ stats }) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(card('Total Colleges')).findByText('847')).toBeInTheDocument();
  });

  it.each([
    ['View All Colleges', '/superadmin/view-institutes'],
    ['Add New College', '/superadmin/add-institute'],
    ['View College Admins', '/superadmin/view-admins'],
    ['Add College Admin', '/superadmin/add-admin'],
    ['Registration Requests', '/superadmin/registrations'],
  ])('%s leads to %s', async (title, path) => {
    mockGateway({
      'GET /superadmin/stats': ok({ stats }),
      'GET /superadmin/institute': ok({ instituteData: [] }),
      'GET /superadmin/enquiries': ok({ data: [] }),
    });
    renderSuperadmin('/superadmin/home');
    await figuresShown();
    await userEvent.click(screen.getByRole('button', { name: title }));
    expect(addressBar()).toHaveTextContent(path);
  });

  it('groups the cards under College Management and Administrator Management', async () => {
    mockGateway({ 'GET /superadmin/stats': ok({ stats }) });
    renderSuperadmin('/superadmin/home');
    await figuresShown();
    const colleges = screen.getByRole('region', { name: 'College Management' });
    expect(
      within(colleges)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('View All Colleges'),
      expect.stringContaining('Add New College'),
      expect.stringContaining('Registration Requests'),
    ]);
    expect(within(colleges).getByRole('button', { name: 'Registration Requests' })).toHaveTextContent(
      'Institutes waiting for a verification call',
    );
    const admins = screen.getByRole('region', { name: 'Administrator Management' });
    expect(within(admins).getByRole('button', { name: 'View College Admins' })).toBeInTheDocument();
    expect(within(admins).getByRole('button', { name: 'Add College Admin' })).toBeInTheDocument();
  });

  it('has a footer with the version, today and the system state', async () => {
    mockGateway({ 'GET /superadmin/stats': ok({ stats }) });
    renderSuperadmin('/superadmin/home');
    await figuresShown();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('version 2.0');
    expect(footer).toHaveTextContent(
      new Date().toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    );
    expect(footer).toHaveTextContent('System Online');
  });

  it('logs out on the server, then goes to /login', async () => {
    const gateway = mockGateway({ 'GET /superadmin/stats': ok({ stats }), 'POST /auth/logout': ok({}) });
    renderSuperadmin('/superadmin/home');
    await figuresShown();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(addressBar()).toHaveTextContent('/login'));
    expect(gateway.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(gateway.callsTo('POST /auth/logout')[0]?.headers['x-rollcall-csrf']).toBe('1');
  });
});
