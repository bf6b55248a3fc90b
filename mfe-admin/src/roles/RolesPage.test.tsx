import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { adminGateway, adminMe } from '../../test/gateway';
import { adminFixtures, customRoleFixtures, id } from '../../test/fixtures';

const { attendanceOffice, timetableKeeper } = customRoleFixtures;
const { asha, kavya } = adminFixtures;

function gatewayFor(routes: Record<string, Route> = {}) {
  return adminGateway({
    'GET /admin/roles': ok({ roles: Object.values(customRoleFixtures) }),
    'GET /admin/admins': ok({ admins: Object.values(adminFixtures) }),
    ...routes,
  });
}

async function openPage(routes: Record<string, Route> = {}) {
  const gateway = gatewayFor(routes);
  renderAdmin('/admin/administration/roles');
  await screen.findByRole('table', { name: 'Roles' });
  await screen.findByRole('table', { name: 'Admins' });
  return gateway;
}

/** Each axe run over the page takes seconds on a loaded machine. */
const AXE_RUNS = 30_000;

const dialog = (name: string) => screen.getByRole('dialog', { name });
const row = (table: 'Roles' | 'Admins', name: RegExp) =>
  within(screen.getByRole('table', { name: table })).queryByRole('row', { name });

describe('Roles', () => {
  it('lists the roles with what they grant and how many hold them, and the admins with theirs', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const office = row('Roles', /Attendance office/);
    expect(office).toHaveTextContent('Correct attendance, View reports');
    expect(office).toHaveTextContent('2');
    expect(row('Admins', /Asha Rao/)).toHaveTextContent('Every permission');
    expect(row('Admins', /Kavya Menon/)).toHaveTextContent('Attendance office');
    expect(screen.getByRole('region', { name: 'Admins' })).toHaveTextContent(
      'An admin without a custom role holds every permission; with roles, exactly what they grant.',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'timetable');
    expect(row('Roles', /Attendance office/)).not.toBeInTheDocument();
    expect(row('Roles', /Timetable keeper/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'KAVYA@');
    expect(row('Admins', /Asha Rao/)).not.toBeInTheDocument();
    expect(row('Admins', /Kavya Menon/)).toBeInTheDocument();
  });

  it('creates a role with its name and the permissions ticked, in their order', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    const gateway = await openPage({ 'POST /admin/roles': reply.route });
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const create = dialog('New role');
    await user.click(within(create).getByRole('button', { name: 'Create role' }));
    expect(within(create).getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
    expect(gateway.callsTo('POST /admin/roles')).toHaveLength(0);

    await user.type(within(create).getByLabelText('Name'), ' Report reader ');
    expect(within(create).getByRole('checkbox', { name: 'Export reports' })).toHaveAccessibleDescription(
      'Download reports as CSV and PDF',
    );
    await user.click(within(create).getByRole('checkbox', { name: 'Export reports' }));
    await user.click(within(create).getByRole('checkbox', { name: 'View reports' }));
    await user.click(within(create).getByRole('button', { name: 'Create role' }));
    expect(within(create).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/roles')[0]?.body).toEqual({
      name: 'Report reader',
      permissions: ['view_reports', 'export_reports'],
    });
    const before = gateway.callsTo('GET /admin/roles').length;
    reply.release(ok({ role: { id: id('a0000001', 99), name: 'Report reader', permissions: [], holders: 0 } }));
    expect(await screen.findByText('The role Report reader was created')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/roles').length).toBeGreaterThan(before));
  });

  it("edits a role, and shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      [`PUT /admin/roles/${timetableKeeper.id}`]: failure(409, 'A role with this name already exists'),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Timetable keeper' }));
    const edit = dialog('Edit Timetable keeper');
    expect(within(edit).getByRole('checkbox', { name: 'Manage setup' })).toBeChecked();
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Attendance office');
    await user.click(within(edit).getByRole('checkbox', { name: 'Manage setup' }));
    await user.click(within(edit).getByRole('checkbox', { name: 'Take any attendance' }));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('A role with this name already exists');
    expect(gateway.callsTo(`PUT /admin/roles/${timetableKeeper.id}`)[0]?.body).toEqual({
      name: 'Attendance office',
      permissions: ['take_any_attendance'],
    });
  });

  it('deletes a role after saying what its holders lose', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`DELETE /admin/roles/${attendanceOffice.id}`]: ok({}) });
    await user.click(screen.getByRole('button', { name: 'Delete Attendance office' }));
    const confirm = dialog('Delete role');
    expect(confirm).toHaveTextContent('Teachers and admins who hold it lose its permissions');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The role Attendance office was deleted')).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/roles/${attendanceOffice.id}`)).toHaveLength(1);
  });

  it("assigns roles to an admin, sending the whole set, and refreshes the admins' list", async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      [`PUT /admin/users/${kavya.id}/roles`]: ok({ user: { ...kavya, customRoles: [] } }),
    });
    await user.click(screen.getByRole('button', { name: 'Assign roles to Kavya Menon' }));
    const assign = dialog('Assign roles to Kavya Menon');
    expect(within(assign).getByRole('checkbox', { name: 'Attendance office' })).toBeChecked();
    await user.click(within(assign).getByRole('checkbox', { name: 'Timetable keeper' }));
    const before = gateway.callsTo('GET /admin/admins').length;
    await user.click(within(assign).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The roles of Kavya Menon were saved')).toBeInTheDocument();
    expect(gateway.callsTo(`PUT /admin/users/${kavya.id}/roles`)[0]?.body).toEqual({
      roleIds: [attendanceOffice.id, timetableKeeper.id],
    });
    await waitFor(() => expect(gateway.callsTo('GET /admin/admins').length).toBeGreaterThan(before));
  });

  it("shows the server's 409 in the assign dialog", async () => {
    const user = userEvent.setup();
    const lastFullAdmin = 'This is the only admin of the institute with every permission';
    await openPage({ [`PUT /admin/users/${kavya.id}/roles`]: failure(409, lastFullAdmin) });
    await user.click(screen.getByRole('button', { name: 'Assign roles to Kavya Menon' }));
    const assign = dialog('Assign roles to Kavya Menon');
    expect(assign).toHaveTextContent('An admin without a custom role holds every permission');
    await user.click(within(assign).getByRole('checkbox', { name: 'Timetable keeper' }));
    await user.click(within(assign).getByRole('button', { name: 'Save Changes' }));
    expect(await within(assign).findByRole('alert')).toHaveTextContent(lastFullAdmin);
  });

  it("greys out the signed-in admin's own Assign roles, saying why", async () => {
    await openPage();
    const own = screen.getByRole('button', { name: `Assign roles to ${asha.name}` });
    await waitFor(() => expect(own).toBeDisabled());
    expect(own).toHaveAccessibleDescription('You cannot change your own roles');
    expect(screen.getByRole('button', { name: 'Assign roles to Kavya Menon' })).toBeEnabled();
  });

  it('offers nothing to an admin without manage_roles', async () => {
    const gateway = gatewayFor({ 'GET /admin/me': adminMe(['manage_people']) });
    renderAdmin('/admin/administration/roles');
    expect(await screen.findByText('You do not have permission to manage roles.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New role' })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET /admin/roles')).toHaveLength(0);
  });

  describe('for an admin who holds only some permissions', () => {
    const roleClerk = { id: id('a0000001', 3), name: 'Role clerk', permissions: ['manage_roles'], holders: 1 } as const;
    const setupHelper = { id: id('a0000001', 4), name: 'Setup helper', permissions: ['manage_setup'], holders: 0 } as const;
    const ravi = {
      id: id('b0000002', 2),
      name: 'Ravi Nair',
      email: 'ravi@greenfield.edu',
      role: 'admin',
      customRoles: [],
    } as const;

    /** The signed-in admin holds Timetable keeper and Role clerk: manage_setup and manage_roles. */
    const restrictedPage = (routes: Record<string, Route> = {}) =>
      openPage({
        'GET /admin/me': adminMe(
          ['manage_setup', 'manage_roles'],
          [timetableKeeper, roleClerk].map(({ id: roleId, name }) => ({ id: roleId, name })),
        ),
        'GET /admin/roles': ok({ roles: [...Object.values(customRoleFixtures), roleClerk, setupHelper] }),
        'GET /admin/admins': ok({ admins: [...Object.values(adminFixtures), ravi] }),
        ...routes,
      });

    it('shows the permissions they lack greyed out, saying why, and sends only what they ticked', async () => {
      const user = userEvent.setup();
      const gateway = await restrictedPage({ 'POST /admin/roles': ok({ role: { ...roleClerk, id: id('a0000001', 98) } }) });
      await user.click(screen.getByRole('button', { name: 'New role' }));
      const create = dialog('New role');
      const reports = within(create).getByRole('checkbox', { name: 'View reports' });
      expect(reports).toBeDisabled();
      expect(reports).toHaveAccessibleDescription(
        'Dashboards and attendance reports. You do not hold it, so you cannot grant it',
      );
      expect(within(create).getByRole('checkbox', { name: 'Manage setup' })).toBeEnabled();
      expect(within(create).getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription(
        'Holders may do what is ticked here. You can grant only the permissions you hold.',
      );
      await user.click(reports);
      expect(reports).not.toBeChecked();
      await user.type(within(create).getByLabelText('Name'), 'Setup clerk');
      await user.click(within(create).getByRole('checkbox', { name: 'Manage setup' }));
      await user.click(within(create).getByRole('button', { name: 'Create role' }));
      expect(await screen.findByText('The role Role clerk was created')).toBeInTheDocument();
      expect(gateway.callsTo('POST /admin/roles')[0]?.body).toEqual({ name: 'Setup clerk', permissions: ['manage_setup'] });
    });

    it(
      'passes axe with greyed-out roles and permissions',
      async () => {
        const user = userEvent.setup();
        await restrictedPage();
        expect(await seriousAxeViolations()).toEqual([]);
        await user.click(screen.getByRole('button', { name: 'New role' }));
        expect(await seriousAxeViolations()).toEqual([]);
      },
      AXE_RUNS,
    );

    it('offers no edit or delete of a role they hold or of one that grants more than they hold, and says why', async () => {
      await restrictedPage();
      const held = row('Roles', /Timetable keeper/)!;
      expect(within(held).getByRole('button', { name: 'Edit Timetable keeper' })).toBeDisabled();
      expect(within(held).getByRole('button', { name: 'Delete Timetable keeper' })).toHaveAccessibleDescription(
        'You cannot change or delete a role you hold',
      );
      const wider = row('Roles', /Attendance office/)!;
      expect(within(wider).getByRole('button', { name: 'Edit Attendance office' })).toBeDisabled();
      expect(within(wider).getByRole('button', { name: 'Delete Attendance office' })).toBeDisabled();
      expect(wider).toHaveTextContent('It grants a permission you do not hold');
      expect(within(row('Roles', /Role clerk/)!).getByRole('button', { name: 'Edit Role clerk' })).toBeDisabled();
      const open = row('Roles', /Setup helper/)!;
      expect(within(open).getByRole('button', { name: 'Edit Setup helper' })).toBeEnabled();
      expect(within(open).getByRole('button', { name: 'Delete Setup helper' })).toBeEnabled();
      expect(open).not.toHaveTextContent('you do not hold');
    });

    it('greys out in the assign dialog the roles that grant more than they hold, and an admin who holds every permission', async () => {
      const user = userEvent.setup();
      await restrictedPage();
      await user.click(screen.getByRole('button', { name: 'Assign roles to Kavya Menon' }));
      const assign = dialog('Assign roles to Kavya Menon');
      const office = within(assign).getByRole('checkbox', { name: 'Attendance office' });
      expect(office).toBeDisabled();
      expect(office).toBeChecked();
      expect(office).toHaveAccessibleDescription(
        'Correct attendance, View reports. It grants a permission you do not hold, so you cannot give or take it away',
      );
      expect(within(assign).getByRole('checkbox', { name: 'Timetable keeper' })).toBeEnabled();
      expect(assign).toHaveTextContent(
        'Only an admin who holds every permission can give an admin their first role or take away their last one.',
      );
      await user.click(within(assign).getByRole('button', { name: 'Cancel' }));

      await user.click(screen.getByRole('button', { name: 'Assign roles to Ravi Nair' }));
      const free = dialog('Assign roles to Ravi Nair');
      for (const box of within(free).getAllByRole('checkbox')) expect(box).toBeDisabled();
    });
  });

  it(
    'passes axe, with the role dialog open',
    async () => {
      const user = userEvent.setup();
      await openPage();
      expect(await seriousAxeViolations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'New role' }));
      expect(await seriousAxeViolations()).toEqual([]);
    },
    AXE_RUNS,
  );
});
