import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Route } from '@rollcall/api-client/testing';
import { lectureFixtures, mathsRecord } from '@rollcall/attendance-ui/testing';
import type { Permission } from '@rollcall/contracts';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { subjectFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { maths, physics } = lectureFixtures;
const record = `GET /admin/lectures/${maths.id}`;

function open(at: string, routes: Record<string, Route> = {}, permissions?: readonly Permission[]) {
  const gateway = adminGateway(
    {
      'GET /admin/subjects': ok({ subjects: Object.values(subjectFixtures) }),
      'GET /admin/lectures': ok({ lectures: [maths, physics] }),
      [record]: { body: mathsRecord() },
      ...routes,
    },
    permissions,
  );
  renderAdmin(at);
  return gateway;
}

/** Opens the side menu and reads its entries once the admin's permissions are in. */
async function menuEntries(user: ReturnType<typeof userEvent.setup>, gateway: { callsTo: (key: string) => unknown[] }) {
  await waitFor(() => expect(gateway.callsTo('GET /admin/me')).not.toHaveLength(0));
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('complementary', { name: 'Admin menu' });
  await waitFor(() => expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument());
  return () =>
    within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
}

describe('Attendance records', () => {
  it('the side menu leads to every lecture of the institute, which open their records and come back', async () => {
    const user = userEvent.setup();
    const entries = await menuEntries(user, open('/admin/dashboard'));
    await waitFor(() => expect(entries()).toContain('Attendance records'));
    await user.click(screen.getByRole('button', { name: 'Attendance records' }));
    expect(addressBar()).toHaveTextContent('/admin/lectures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance records' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Lectures' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['13 Jan 2026', '12 Jan 2026']);
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open MA101 on 12 Jan 2026, period 2' }));
    expect(addressBar()).toHaveTextContent(`/admin/lectures/${maths.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent(/^\/admin\/lectures$/);
  });

  it('is not offered to an admin without View reports', async () => {
    const user = userEvent.setup();
    const entries = await menuEntries(user, open('/admin/dashboard', {}, ['manage_setup']));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(entries()).toEqual(['', 'Dashboard', 'Subject', 'Teacher', 'Administration', 'Reports', 'Logout']);
  });

  it('shows the menu entry to an admin with View reports', async () => {
    const user = userEvent.setup();
    const entries = await menuEntries(user, open('/admin/dashboard', {}, ['view_reports']));
    await waitFor(() =>
      expect(entries()).toEqual([
        '',
        'Dashboard',
        'Subject',
        'Teacher',
        'Attendance records',
        'Administration',
        'Reports',
        'Logout',
      ]),
    );
  });
});

describe('A lecture record', () => {
  it('offers Correct to an admin who holds Correct attendance, and sends the correction to the office route', async () => {
    const user = userEvent.setup();
    const gateway = open(`/admin/lectures/${maths.id}`, {
      [`POST /admin/lectures/${maths.id}/corrections`]: { status: 201, body: { success: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Correct R-001 Anil Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct R-001 Anil Kumar' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Was on a sports trip');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Marked R-001 Anil Kumar Absent')).toBeInTheDocument();
    expect(gateway.callsTo(`POST /admin/lectures/${maths.id}/corrections`).map((call) => call.body)).toEqual([
      { studentId: mathsRecord().marks[0]!.studentId, status: 'absent', reason: 'Was on a sports trip' },
    ]);
  });

  it('hides Correct from an admin without Correct attendance, whatever the record says', async () => {
    const gateway = open(`/admin/lectures/${maths.id}`, {}, ['view_reports']);
    expect(await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' })).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/me')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("a subject's lectures come with the subject chosen, and Back returns to the Subject page", async () => {
    const user = userEvent.setup();
    const ofMaths = `GET /admin/lectures?subjectId=${subjectFixtures.maths.id}`;
    const gateway = open(`/admin/subjects/${subjectFixtures.maths.id}/lectures`, { [ofMaths]: ok({ lectures: [maths] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lectures of MA101 Mathematics' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: '12 Jan 2026' });
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('MA101 Mathematics');
    expect(gateway.callsTo(ofMaths)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent('/admin/subject');
  });
});
