import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { adminGateway, adminMe } from '../../test/gateway';
import { sampleClasses, sampleStudents } from '../../test/people-fixtures';
import { chooseOption } from '../../test/select';

const [grade10A, grade10B] = sampleClasses as [(typeof sampleClasses)[0], (typeof sampleClasses)[0]];
const [meera, arjun] = sampleStudents as [(typeof sampleStudents)[0], (typeof sampleStudents)[0]];

function gatewayFor(routes: Record<string, Route> = {}) {
  return adminGateway({
    'GET /admin/classes': ok({ classes: sampleClasses }),
    'GET /admin/students': ok({ students: sampleStudents }),
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
    expect(names()).toEqual(['Zoya Khan', 'Arjun Das', 'Meera Iyer']);
    const row = screen.getByRole('row', { name: /Meera Iyer/ });
    expect(row).toHaveTextContent('meera@greenfield.edu');
    expect(row).toHaveTextContent('Grade 10 A');
    expect(row).toHaveTextContent('Lakshmi Iyer');
    expect(screen.getByRole('row', { name: /Zoya Khan/ })).toHaveTextContent('Archived');
    expect(within(screen.getByRole('row', { name: /Zoya Khan/ })).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Arjun Das', 'Meera Iyer', 'Zoya Khan']);
  });

  it('searches by name, email and roll number, and shows the class chosen', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`GET /admin/students?classId=${grade10B.id}`]: ok({ students: [] }) });
    const search = screen.getByRole('searchbox', { name: 'Search students' });
    await user.type(search, 'ARJUN@');
    expect(names()).toEqual(['Arjun Das']);
    await user.clear(search);
    await user.type(search, '10');
    expect(names()).toEqual(['Meera Iyer']);
    await user.type(search, 'x');
    expect(screen.getByText('No students found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(names()).toHaveLength(3);

    await chooseOption(user, 'Class', 'Grade 10 B');
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
    expect(gateway.callsTo(`GET /admin/students?classId=${grade10B.id}`)).toHaveLength(1);
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
    await chooseOption(user, 'Class', 'Grade 10 A', add);
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
      classId: grade10A.id,
      joinedOn: '2026-07-01',
      guardians: [{ name: 'Sunita Kumar', email: 'sunita@mail.com' }],
    });
    const before = gateway.callsTo('GET /admin/students').length;
    reply.release(ok({ student: { ...arjun, id: '6b1d2f3a-4c5e-4f6a-9b7c-000000000299', name: 'Ravi Kumar' } }));
    expect(await screen.findByText('Ravi Kumar was added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/students').length).toBeGreaterThan(before));
  });

  it("shows every field's message next to its field, a guardian's email inside its group, and the server's refusal", async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      'POST /admin/students': failure(409, 'Roll number 10 is already taken in Grade 10 A'),
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

    await user.type(within(add).getByLabelText('Guardian 1 name'), 'Lakshmi Iyer');
    await user.type(within(add).getByLabelText('Guardian 1 email'), '@mail.com');
    await user.click(within(add).getByRole('button', { name: 'Add guardian' }));
    await user.type(within(add).getByLabelText('Guardian 2 name'), 'Ravi Iyer');
    await user.type(within(add).getByLabelText('Guardian 2 email'), 'lakshmi@mail.com');
    await user.type(within(add).getByLabelText('Name'), 'Meera Iyer');
    await user.type(within(add).getByLabelText('Email'), 'meera2@greenfield.edu');
    await user.type(within(add).getByLabelText('Roll number'), '10');
    await chooseOption(user, 'Class', 'Grade 10 A', add);
    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(within(add).getByRole('group', { name: 'Guardians' })).toHaveAccessibleDescription(
      /The same guardian email appears twice/,
    );

    await user.click(within(add).getByRole('button', { name: 'Remove guardian 2' }));
    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Roll number 10 is already taken in Grade 10 A');
    expect(dialog('Add student')).toBeInTheDocument();
  });

  it('edits a student with the whole list of guardians: one left out is unlinked', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`PUT /admin/students/${meera.id}`]: ok({ student: { ...meera, guardians: [] } }) });
    await user.click(screen.getByRole('button', { name: 'Edit Meera Iyer' }));
    const edit = dialog('Edit Meera Iyer');
    expect(within(edit).getByLabelText('Guardian 1 name')).toHaveValue('Lakshmi Iyer');
    expect(within(edit).queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    await user.clear(within(edit).getByLabelText('Roll number'));
    await user.type(within(edit).getByLabelText('Roll number'), '12');
    await user.click(within(edit).getByRole('button', { name: 'Remove guardian 1' }));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Meera Iyer was updated')).toBeInTheDocument();
    expect(gateway.callsTo(`PUT /admin/students/${meera.id}`)[0]?.body).toEqual({
      name: 'Meera Iyer',
      email: 'meera@greenfield.edu',
      rollNumber: '12',
      guardians: [],
    });
  });

  it('moves a student to another class from a date, the past staying with the old class', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      [`POST /admin/students/${arjun.id}/transfer`]: ok({ student: { ...arjun, classId: grade10B.id, className: 'Grade 10 B' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Move to class: Arjun Das' }));
    const move = dialog('Move Arjun Das to another class');
    expect(within(move).getByLabelText('From')).toHaveAccessibleDescription(
      'Attendance before this date stays with the old class',
    );
    await user.click(within(move).getByRole('combobox', { name: 'New class' }));
    expect(within(move).queryByRole('option', { name: 'Grade 10 A' })).not.toBeInTheDocument();
    await user.click(within(move).getByRole('option', { name: 'Grade 10 B' }));
    await user.click(within(move).getByRole('button', { name: 'Move to class' }));
    expect(within(move).getByLabelText('From')).toHaveAccessibleDescription(/Please enter a valid date/);
    setDate('From', '2026-09-01');
    await user.click(within(move).getByRole('button', { name: 'Move to class' }));
    expect(await screen.findByText('Arjun Das was moved to Grade 10 B')).toBeInTheDocument();
    expect(gateway.callsTo(`POST /admin/students/${arjun.id}/transfer`)[0]?.body).toEqual({
      classId: grade10B.id,
      on: '2026-09-01',
    });
  });

  it('says so when a removed student was archived because of their attendance', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`DELETE /admin/students/${meera.id}`]: ok({ archived: true }) });
    await user.click(screen.getByRole('button', { name: 'Remove Meera Iyer' }));
    await user.click(within(dialog('Remove student')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Meera Iyer has attendance records, so it was archived and stays in reports'),
    ).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/students/${meera.id}`)).toHaveLength(1);
  });

  it('offers no changes to an admin without manage_people', async () => {
    await openPage({ 'GET /admin/me': adminMe(['view_reports']) });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Students' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Add student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import students' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Meera Iyer' })).not.toBeInTheDocument();
  });

  it('says when the students could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    const gateway = gatewayFor({ 'GET /admin/students': failure(503, 'The database is unavailable, please try again shortly') });
    renderAdmin('/admin/administration/students');
    expect(await screen.findByText(/The database is unavailable/)).toBeInTheDocument();
    gateway.set({ 'GET /admin/students': ok({ students: sampleStudents }) });
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
