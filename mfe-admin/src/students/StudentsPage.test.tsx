import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { adminGateway, adminMe } from '../../test/gateway';
import { classFixtures, id, studentFixtures } from '../../test/fixtures';

const { tenA, tenB } = classFixtures;
const { asha, ravi, kabir } = studentFixtures;
const students = [asha, ravi, kabir];

function gatewayFor(routes: Record<string, Route> = {}) {
  return adminGateway({
    'GET /admin/classes': ok({ classes: [tenA, tenB] }),
    'GET /admin/students': ok({ students }),
    ...routes,
  });
}

async function openPage(routes: Record<string, Route> = {}) {
  const gateway = gatewayFor(routes);
  renderAdmin('/admin/administration/students');
  await screen.findByRole('table', { name: 'Students' });
  return gateway;
}

/** The names in the table, top to bottom. */
const names = () =>
  within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Students & parents', () => {
  it('lists the students by roll number as a person reads it, with class, guardians and status', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Students & parents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(names()).toEqual(['Kabir Shah', 'Ravi Kumar', 'Asha Verma']);
    const row = screen.getByRole('row', { name: /Asha Verma/ });
    expect(row).toHaveTextContent('asha@greenfield.edu');
    expect(row).toHaveTextContent('Class 10 A');
    expect(row).toHaveTextContent('Lakshmi Verma');
    expect(screen.getByRole('row', { name: /Kabir Shah/ })).toHaveTextContent('Archived');
    expect(within(screen.getByRole('row', { name: /Kabir Shah/ })).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Asha Verma', 'Kabir Shah', 'Ravi Kumar']);
  });

  it('searches by name, email and roll number, and shows the class chosen', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`GET /admin/students?classId=${tenB.id}`]: ok({ students: [] }) });
    const search = screen.getByRole('searchbox', { name: 'Search students' });
    await user.type(search, 'RAVI@');
    expect(names()).toEqual(['Ravi Kumar']);
    await user.clear(search);
    await user.type(search, 'a-10');
    expect(names()).toEqual(['Asha Verma']);
    await user.type(search, 'x');
    expect(screen.getByText('No students found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(names()).toHaveLength(3);

    await chooseOption(user, 'Class', 'Class 10 B');
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
    expect(gateway.callsTo(`GET /admin/students?classId=${tenB.id}`)).toHaveLength(1);
  });

  it('adds a student with guardians, sending exactly the form, and refreshes the list', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    const gateway = await openPage({ 'POST /admin/students': reply.route });
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const add = dialog('Add student');
    expect(within(add).getByLabelText('Joined on')).toHaveAccessibleDescription('Leave empty for today');
    await user.type(within(add).getByLabelText('Name'), ' Ravi Kumar ');
    await user.type(within(add).getByLabelText('Email'), 'Ravi@Greenfield.edu');
    await user.type(within(add).getByLabelText('Roll number'), '11');
    await chooseOption(user, 'Class', 'Class 10 A', add);
    setDate('Joined on', '2026-07-01');
    expect(within(add).getByRole('group', { name: 'Guardians' })).toHaveAccessibleDescription(
      'Each guardian gets a parent sign-in; an existing parent with the same email is linked',
    );
    await user.click(within(add).getByRole('button', { name: 'Add guardian' }));
    await user.click(within(add).getByRole('button', { name: 'Add guardian' }));
    await user.type(within(add).getByLabelText('Guardian 1 name'), 'Old entry');
    await user.type(within(add).getByLabelText('Guardian 2 name'), 'Sunita Kumar');
    await user.type(within(add).getByLabelText('Guardian 2 email'), 'sunita@mail.com');
    await user.click(within(add).getByRole('button', { name: 'Remove guardian 1' }));
    expect(within(add).getByLabelText('Guardian 1 name')).toHaveValue('Sunita Kumar');
    expect(within(add).queryByLabelText('Guardian 2 name')).not.toBeInTheDocument();

    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(within(add).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/students')[0]?.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@greenfield.edu',
      rollNumber: '11',
      classId: tenA.id,
      joinedOn: '2026-07-01',
      guardians: [{ name: 'Sunita Kumar', email: 'sunita@mail.com' }],
    });
    const before = gateway.callsTo('GET /admin/students').length;
    reply.release(ok({ student: { ...ravi, id: id('f0000001', 99), name: 'Ravi Kumar' } }));
    expect(await screen.findByText('Ravi Kumar was added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/students').length).toBeGreaterThan(before));
  });

  it("shows every field's message next to its field, a guardian's email inside its group, and the server's refusal", async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      'POST /admin/students': failure(409, 'Roll number 10A-10 is already taken in Class 10 A'),
    });
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const add = dialog('Add student');
    await user.click(within(add).getByRole('button', { name: 'Add guardian' }));
    await user.type(within(add).getByLabelText('Guardian 1 email'), 'lakshmi');
    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(within(add).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(within(add).getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(within(add).getByLabelText('Roll number')).toHaveAccessibleDescription(/Roll number is required/);
    expect(within(add).getByRole('combobox', { name: 'Class' })).toHaveAccessibleDescription('Please select a class');
    expect(within(add).getByLabelText('Guardian 1 name')).toHaveAccessibleDescription('Name is required');
    expect(within(add).getByLabelText('Guardian 1 email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(gateway.callsTo('POST /admin/students')).toHaveLength(0);

    await user.type(within(add).getByLabelText('Guardian 1 name'), 'Lakshmi Verma');
    await user.type(within(add).getByLabelText('Guardian 1 email'), '@mail.com');
    await user.click(within(add).getByRole('button', { name: 'Add guardian' }));
    await user.type(within(add).getByLabelText('Guardian 2 name'), 'Ravi Iyer');
    await user.type(within(add).getByLabelText('Guardian 2 email'), 'lakshmi@mail.com');
    await user.type(within(add).getByLabelText('Name'), 'Asha Verma');
    await user.type(within(add).getByLabelText('Email'), 'asha2@greenfield.edu');
    await user.type(within(add).getByLabelText('Roll number'), '10A-10');
    await chooseOption(user, 'Class', 'Class 10 A', add);
    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(within(add).getByRole('group', { name: 'Guardians' })).toHaveAccessibleDescription(
      /The same guardian email appears twice/,
    );

    await user.click(within(add).getByRole('button', { name: 'Remove guardian 2' }));
    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Roll number 10A-10 is already taken in Class 10 A');
    expect(dialog('Add student')).toBeInTheDocument();
  });

  it('edits a student with the whole list of guardians: one left out is unlinked', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`PUT /admin/students/${asha.id}`]: ok({ student: { ...asha, guardians: [] } }) });
    await user.click(screen.getByRole('button', { name: 'Edit Asha Verma' }));
    const edit = dialog('Edit Asha Verma');
    expect(within(edit).getByLabelText('Guardian 1 name')).toHaveValue('Lakshmi Verma');
    expect(within(edit).queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    await user.clear(within(edit).getByLabelText('Roll number'));
    await user.type(within(edit).getByLabelText('Roll number'), '12');
    await user.click(within(edit).getByRole('button', { name: 'Remove guardian 1' }));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Asha Verma was updated')).toBeInTheDocument();
    expect(gateway.callsTo(`PUT /admin/students/${asha.id}`)[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@greenfield.edu',
      rollNumber: '12',
      guardians: [],
    });
  });

  it('moves a student to another class from a date, the past staying with the old class', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      [`POST /admin/students/${ravi.id}/transfer`]: ok({ student: { ...ravi, classId: tenB.id, className: 'Class 10 B' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Move to class: Ravi Kumar' }));
    const move = dialog('Move Ravi Kumar to another class');
    expect(within(move).getByLabelText('From')).toHaveAccessibleDescription(
      'Attendance before this date stays with the old class',
    );
    await user.click(within(move).getByRole('combobox', { name: 'New class' }));
    expect(within(move).queryByRole('option', { name: 'Class 10 A' })).not.toBeInTheDocument();
    await user.click(within(move).getByRole('option', { name: 'Class 10 B' }));
    await user.click(within(move).getByRole('button', { name: 'Move to class' }));
    expect(within(move).getByLabelText('From')).toHaveAccessibleDescription(/Please enter a valid date/);
    setDate('From', '2026-09-01');
    await user.click(within(move).getByRole('button', { name: 'Move to class' }));
    expect(await screen.findByText('Ravi Kumar was moved to Class 10 B')).toBeInTheDocument();
    expect(gateway.callsTo(`POST /admin/students/${ravi.id}/transfer`)[0]?.body).toEqual({
      classId: tenB.id,
      on: '2026-09-01',
    });
  });

  it('says so when a removed student was archived because of their attendance', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`DELETE /admin/students/${asha.id}`]: ok({ archived: true }) });
    await user.click(screen.getByRole('button', { name: 'Remove Asha Verma' }));
    await user.click(within(dialog('Remove student')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Asha Verma has attendance records, so it was archived and stays in reports'),
    ).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/students/${asha.id}`)).toHaveLength(1);
  });

  it('offers no changes to an admin without manage_people', async () => {
    await openPage({ 'GET /admin/me': adminMe(['view_reports']) });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Students' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Add student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import students' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Asha Verma' })).not.toBeInTheDocument();
  });

  it('says when the students could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    const gateway = gatewayFor({ 'GET /admin/students': failure(503, 'The database is unavailable, please try again shortly') });
    renderAdmin('/admin/administration/students');
    expect(await screen.findByText(/The database is unavailable/)).toBeInTheDocument();
    gateway.set({ 'GET /admin/students': ok({ students }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Students' })).toBeInTheDocument();
  });

  it('passes axe, with the add dialog open', async () => {
    const user = userEvent.setup();
    await openPage();
    await screen.findByRole('button', { name: 'Add student' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    await user.click(within(dialog('Add student')).getByRole('button', { name: 'Add guardian' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('Students & parents on a phone', () => {
  beforeEach(onAPhone);
  afterEach(offThePhone);

  it('shows each student as a card with its details and all four of its buttons, and passes axe', async () => {
    gatewayFor();
    renderAdmin('/admin/administration/students');
    const list = await screen.findByRole('region', { name: 'Students' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const asha = cards.find((card) => within(card).queryByText('Asha Verma'))!;
    expect(
      within(asha)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Roll no.', 'Email', 'Class', 'Guardians', 'Status']);
    expect(
      within(asha)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toContain('asha@greenfield.edu');
    expect(
      within(asha)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Asha Verma', 'Move to class: Asha Verma', 'Send password reset: Asha Verma', 'Remove Asha Verma']);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
