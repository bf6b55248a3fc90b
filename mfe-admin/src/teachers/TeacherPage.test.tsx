import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { Permission } from '@rollcall/contracts';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { customRoleFixtures, teacherFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { meera, vikram, anil } = teacherFixtures;
const teachers = [meera, vikram, anil];

async function openTeachers(routes: Record<string, Route> = {}, permissions?: readonly Permission[]) {
  const gateway = adminGateway({ 'GET /admin/teachers': ok({ teachers }), ...routes }, permissions);
  renderAdmin('/admin/teacher');
  await screen.findByRole('table', { name: 'Teachers' });
  await waitFor(() => expect(gateway.callsTo('GET /admin/me')).toHaveLength(1));
  return gateway;
}
/** The teachers' names in the order the table shows them. */
const shownNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const search = () => screen.getByRole('searchbox', { name: 'Search teachers' });

describe('Teacher page', () => {
  it('lists the teachers by name with their email, subject count and roles', async () => {
    await openTeachers();
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Teachers' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Subjects', 'Roles', 'Actions']);
    expect(shownNames()).toEqual(['Anil Das', 'Meera Iyer', 'Vikram Sen']);
    expect(row('Meera Iyer')).toHaveTextContent('meera@greenfield.edu');
    expect(within(row('Meera Iyer')).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row('Meera Iyer')).getByRole('cell', { name: 'Attendance office' })).toBeInTheDocument();
    expect(within(row('Anil Das')).getByRole('cell', { name: 'None' })).toBeInTheDocument();
  });

  it('searches by name or email, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await openTeachers();
    await user.type(search(), 'VIKRAM@');
    expect(shownNames()).toEqual(['Vikram Sen']);
    await user.clear(search());
    await user.type(search(), 'iyer');
    expect(shownNames()).toEqual(['Meera Iyer']);
    await user.type(search(), 'zzz');
    expect(screen.getByText('No teachers found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(shownNames()).toHaveLength(3);
  });

  it('sorts by email and by subject count', async () => {
    const user = userEvent.setup();
    await openTeachers();
    await user.click(screen.getByRole('button', { name: 'Subjects' }));
    expect(shownNames()).toEqual(['Anil Das', 'Vikram Sen', 'Meera Iyer']);
    await user.click(screen.getByRole('button', { name: 'Subjects' }));
    expect(shownNames()).toEqual(['Meera Iyer', 'Vikram Sen', 'Anil Das']);
    expect(screen.getByRole('columnheader', { name: 'Subjects' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(shownNames()).toEqual(['Anil Das', 'Meera Iyer', 'Vikram Sen']);
  });

  it('shows the loading state, then a failure with Retry that loads again', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = adminGateway({ 'GET /admin/teachers': held.route });
    renderAdmin('/admin/teacher');
    expect(await screen.findByText('Loading teachers')).toBeInTheDocument();
    await act(async () => held.release(failure(503, 'The database is unavailable, please try again shortly')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable, please try again shortly');
    gateway.set({ 'GET /admin/teachers': ok({ teachers }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Teachers' })).toBeInTheDocument();
  });

  it('with no teachers yet it offers to add the first', async () => {
    await openTeachers({ 'GET /admin/teachers': ok({ teachers: [] }) });
    expect(screen.getByText('No teachers yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add teacher' })).toHaveLength(2);
  });

  describe('Add teacher', () => {
    it("shows each field's message next to it and sends nothing", async () => {
      const user = userEvent.setup();
      const gateway = await openTeachers();
      await user.click(screen.getByRole('button', { name: 'Add teacher' }));
      const add = dialog('Add teacher');
      await user.click(within(add).getByRole('button', { name: 'Add teacher' }));
      expect(within(add).getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
      expect(within(add).getByLabelText('Email')).toHaveAccessibleDescription(/Email is required/);
      expect(within(add).getByLabelText('Name')).toHaveFocus();
      await user.type(within(add).getByLabelText('Email'), 'ravi@');
      await user.tab();
      expect(within(add).getByLabelText('Email')).toHaveAccessibleDescription(/Please enter a valid email address/);
      expect(gateway.callsTo('POST /admin/teachers')).toHaveLength(0);
    });

    it("sends the trimmed fields, reads 'Adding...' meanwhile, then says where the sign-in details went", async () => {
      const user = userEvent.setup();
      const held = heldReply();
      const gateway = await openTeachers({ 'POST /admin/teachers': held.route });
      await user.click(screen.getByRole('button', { name: 'Add teacher' }));
      const add = dialog('Add teacher');
      await user.type(within(add).getByLabelText('Name'), '  Ravi Nair ');
      await user.type(within(add).getByLabelText('Email'), ' Ravi@Greenfield.EDU');
      await user.click(within(add).getByRole('button', { name: 'Add teacher' }));
      expect(within(add).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      expect(within(add).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(gateway.callsTo('POST /admin/teachers')[0]?.body).toEqual({ name: 'Ravi Nair', email: 'ravi@greenfield.edu' });

      const ravi = {
        id: 'b0000001-0000-4000-8000-000000000009',
        name: 'Ravi Nair',
        email: 'ravi@greenfield.edu',
        customRoles: [],
        subjectCount: 0,
      };
      gateway.set({ 'GET /admin/teachers': ok({ teachers: [...teachers, ravi] }) });
      await act(async () => held.release({ status: 201, body: { success: true, teacher: ravi } }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Teacher added. Sign-in details were sent to ravi@greenfield.edu')).toBeInTheDocument();
      expect(await screen.findByRole('rowheader', { name: 'Ravi Nair' })).toBeInTheDocument();
    });

    it("keeps the dialog with the server's reason when it refuses", async () => {
      const user = userEvent.setup();
      await openTeachers({ 'POST /admin/teachers': failure(409, 'A user with this email already exists') });
      await user.click(screen.getByRole('button', { name: 'Add teacher' }));
      const add = dialog('Add teacher');
      await user.type(within(add).getByLabelText('Name'), 'Meera Iyer');
      await user.type(within(add).getByLabelText('Email'), 'meera@greenfield.edu');
      await user.click(within(add).getByRole('button', { name: 'Add teacher' }));
      expect(await within(add).findByRole('alert')).toHaveTextContent('A user with this email already exists');
      expect(within(add).getByLabelText('Name')).toHaveValue('Meera Iyer');
    });
  });

  it('edits a teacher: the dialog opens filled in and PUTs the changed fields', async () => {
    const user = userEvent.setup();
    const gateway = await openTeachers({
      [`PUT /admin/teachers/${vikram.id}`]: ok({ teacher: { ...vikram, name: 'Vikram Sen Gupta' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Vikram Sen' }));
    const edit = dialog('Edit teacher');
    expect(within(edit).getByLabelText('Email')).toHaveValue('vikram@greenfield.edu');
    await user.type(within(edit).getByLabelText('Name'), ' Gupta');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.callsTo(`PUT /admin/teachers/${vikram.id}`)[0]?.body).toEqual({
      name: 'Vikram Sen Gupta',
      email: 'vikram@greenfield.edu',
    });
    expect(screen.getByText('Vikram Sen was updated')).toBeInTheDocument();
  });

  describe('Remove', () => {
    it("asks first, reads 'Deleting...', and keeps the server's refusal in the dialog", async () => {
      const user = userEvent.setup();
      const held = heldReply();
      await openTeachers({ [`DELETE /admin/teachers/${meera.id}`]: held.route });
      await user.click(screen.getByRole('button', { name: 'Remove Meera Iyer' }));
      const confirm = dialog('Remove Meera Iyer');
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      await act(async () => held.release(failure(409, 'This teacher has taken attendance and cannot be removed')));
      expect(within(confirm).getByRole('alert')).toHaveTextContent('This teacher has taken attendance and cannot be removed');
    });

    it('removes the teacher and refreshes the list', async () => {
      const user = userEvent.setup();
      const gateway = await openTeachers({ [`DELETE /admin/teachers/${anil.id}`]: ok({}) });
      await user.click(screen.getByRole('button', { name: 'Remove Anil Das' }));
      gateway.set({ 'GET /admin/teachers': ok({ teachers: [meera, vikram] }) });
      await user.click(within(dialog('Remove Anil Das')).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Anil Das was removed')).toBeInTheDocument();
      await waitFor(() => expect(shownNames()).toEqual(['Meera Iyer', 'Vikram Sen']));
    });
  });

  describe('Roles', () => {
    const roles = ok({ roles: Object.values(customRoleFixtures) });

    it("ticks the teacher's roles and saves the whole set", async () => {
      const user = userEvent.setup();
      const held = heldReply();
      const gateway = await openTeachers({ 'GET /admin/roles': roles, [`PUT /admin/users/${meera.id}/roles`]: held.route });
      await user.click(screen.getByRole('button', { name: 'Roles of Meera Iyer' }));
      const rolesDialog = dialog('Assign roles to Meera Iyer');
      const office = await within(rolesDialog).findByRole('checkbox', { name: 'Attendance office' });
      expect(office).toBeChecked();
      expect(office).toHaveAccessibleDescription('Correct attendance, View reports');
      await user.click(within(rolesDialog).getByRole('checkbox', { name: 'Timetable keeper' }));
      await user.click(office);
      await user.click(within(rolesDialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(rolesDialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(gateway.callsTo(`PUT /admin/users/${meera.id}/roles`)[0]?.body).toEqual({
        roleIds: [customRoleFixtures.timetableKeeper.id],
      });
      await act(async () => held.release(ok({ user: { ...meera, role: 'teacher' } })));
      expect(screen.getByText('Roles of Meera Iyer saved')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('with no custom roles yet, leads to the Roles page', async () => {
      const user = userEvent.setup();
      await openTeachers({ 'GET /admin/roles': ok({ roles: [] }) });
      await user.click(screen.getByRole('button', { name: 'Roles of Anil Das' }));
      expect(await screen.findByText('No custom roles yet')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to Roles' }));
      expect(addressBar()).toHaveTextContent('/admin/administration/roles');
    });

    it("shows the server's refusal in the dialog", async () => {
      const user = userEvent.setup();
      await openTeachers({
        'GET /admin/roles': roles,
        [`PUT /admin/users/${anil.id}/roles`]: failure(403, 'You do not have permission to do this'),
      });
      await user.click(screen.getByRole('button', { name: 'Roles of Anil Das' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Timetable keeper' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog('Assign roles to Anil Das')).findByRole('alert')).toHaveTextContent(
        'You do not have permission to do this',
      );
    });
  });

  describe('permissions', () => {
    it('an admin who manages people but not roles gets no Roles button', async () => {
      await openTeachers({}, ['manage_people']);
      expect(screen.getByRole('button', { name: 'Add teacher' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Meera Iyer' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Roles of Meera Iyer' })).not.toBeInTheDocument();
    });

    it('an admin who manages roles only can assign them, nothing else', async () => {
      await openTeachers({}, ['manage_roles']);
      expect(screen.getByRole('button', { name: 'Roles of Meera Iyer' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add teacher' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Meera Iyer' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove Meera Iyer' })).not.toBeInTheDocument();
    });

    it('an admin without either only views the list, without an Actions column', async () => {
      await openTeachers({}, ['view_reports']);
      expect(screen.queryByRole('button', { name: 'Add teacher' })).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    });
  });

  it('passes axe, with the list and with the add dialog open', async () => {
    const user = userEvent.setup();
    await openTeachers();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add teacher' }));
    await user.click(within(dialog('Add teacher')).getByRole('button', { name: 'Add teacher' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
