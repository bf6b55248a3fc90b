import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { classFixtures, readOnlyPermissions, teacherFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { tenA, tenB, sevenC } = classFixtures;
const listed = ok({ classes: [tenA, tenB, sevenC] });
const table = () => screen.getByRole('table', { name: 'Classes' });
/** The table's rows as text, header row left out. */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent));
const dialog = () => screen.getByRole('dialog');

async function openPage(routes = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const gateway = adminGateway(
    { 'GET /admin/classes': listed, 'GET /admin/teachers': ok({ teachers: Object.values(teacherFixtures) }), ...routes },
    permissions,
  );
  renderAdmin('/admin/administration/classes');
  await screen.findByRole('table', { name: 'Classes' });
  await screen.findByText('Meera Iyer');
  return gateway;
}

async function chooseTeacher(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Class teacher' }));
  await user.type(screen.getByRole('textbox', { name: 'Search options' }), name.slice(0, 3));
  await user.click(screen.getByRole('option', { name }));
}

describe('Classes', () => {
  it('lists the classes by name with their class teacher, students and status, sortable', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(rows()).toEqual([
      ['Class 7 C', 'Vikram Sen', '0', 'Archived'],
      ['Class 10 A', 'Meera Iyer', '32', 'Active'],
      ['Class 10 B', 'None', '28', 'Active'],
    ]);
    await user.click(within(table()).getByRole('button', { name: 'Students' }));
    await user.click(within(table()).getByRole('button', { name: 'Students' }));
    expect(rows().map(([name]) => name)).toEqual(['Class 10 A', 'Class 10 B', 'Class 7 C']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('searches by class or class teacher', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'meera');
    expect(rows().map(([name]) => name)).toEqual(['Class 10 A']);
    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'zzz');
    expect(screen.getByText('No classes found')).toBeInTheDocument();
  });

  it('shows loading, a failure with Retry, and the empty list', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = adminGateway({ 'GET /admin/classes': held.route, 'GET /admin/teachers': ok({ teachers: [] }) });
    renderAdmin('/admin/administration/classes');
    expect(await screen.findByText('Loading classes')).toBeInTheDocument();
    held.release(failure(500, 'Something broke'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load classes');
    gateway.set({ 'GET /admin/classes': ok({ classes: [] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
  });

  it('adds a class with its class teacher, after checking the name', async () => {
    const user = userEvent.setup();
    const created = heldReply();
    const gateway = await openPage({ 'POST /admin/classes': created.route });
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add class' }));
    expect(within(dialog()).getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
    expect(gateway.callsTo('POST /admin/classes')).toHaveLength(0);

    await user.type(within(dialog()).getByLabelText('Name'), '9-D');
    await chooseTeacher(user, 'Anil Das');
    await user.click(within(dialog()).getByRole('button', { name: 'Add class' }));
    expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/classes')[0]!.body).toEqual({ name: '9-D', classTeacherId: teacherFixtures.anil.id });
    created.release(ok({ class: { ...tenB, name: '9-D' } }));
    expect(await screen.findByText('9-D added')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/classes')).toHaveLength(2));
  });

  it('edits a class, clearing its class teacher; a duplicate name is refused in the dialog', async () => {
    const user = userEvent.setup();
    const path = `PUT /admin/classes/${tenA.id}`;
    const gateway = await openPage({ [path]: failure(409, 'A class named Class 10 B already exists') });
    await user.click(screen.getByRole('button', { name: 'Edit Class 10 A' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Class teacher' })).toHaveTextContent('Meera Iyer');
    await user.click(within(dialog()).getByRole('button', { name: 'Clear selection' }));
    await user.clear(within(dialog()).getByLabelText('Name'));
    await user.type(within(dialog()).getByLabelText('Name'), 'Class 10 B');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('A class named Class 10 B already exists');
    expect(gateway.callsTo(path)[0]!.body).toEqual({ name: 'Class 10 B', classTeacherId: null });

    gateway.set({ [path]: ok({ class: { ...tenA, name: 'Class 10 A (new)', classTeacherId: null } }) });
    await user.clear(within(dialog()).getByLabelText('Name'));
    await user.type(within(dialog()).getByLabelText('Name'), 'Class 10 A (new)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Class 10 A (new) saved')).toBeInTheDocument();
  });

  it('removing a class with attendance says it was archived; one without is removed', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      [`DELETE /admin/classes/${tenA.id}`]: ok({ archived: true }),
      [`DELETE /admin/classes/${tenB.id}`]: ok({ archived: false }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove Class 10 A' }));
    expect(screen.getByRole('dialog', { name: 'Remove class' })).toHaveTextContent('Are you sure you want to remove Class 10 A?');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Class 10 A has attendance records, so it was archived and stays in reports'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Class 10 B' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Class 10 B was removed')).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/classes/${tenB.id}`)).toHaveLength(1);
  });

  it('without manage_setup the classes are listed with no way to change them', async () => {
    await openPage({}, readOnlyPermissions);
    expect(screen.queryByRole('button', { name: 'Add class' })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations, with the add dialog open too', async () => {
    const user = userEvent.setup();
    await openPage();
    await screen.findByRole('button', { name: 'Add class' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
