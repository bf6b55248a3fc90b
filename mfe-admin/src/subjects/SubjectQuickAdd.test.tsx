import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { Subject } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import {
  academicYears,
  classFixtures,
  freezeToday,
  semesterFixtures,
  subjectFixtures,
  teacherFixtures,
} from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { maths, music } = subjectFixtures;
const { spring2026, autumn2026 } = semesterFixtures;
const { tenA, tenB } = classFixtures;
const { meera, vikram } = teacherFixtures;
const springList = `GET /admin/subjects?semesterId=${spring2026.id}`;
const autumnList = `GET /admin/subjects?semesterId=${autumn2026.id}`;
const tenBAutumnList = `GET /admin/subjects?classId=${tenB.id}&semesterId=${autumn2026.id}`;

async function openSubjects(routes: Record<string, Route> = {}) {
  const gateway = adminGateway({
    'GET /admin/academic-years': ok({ academicYears }),
    'GET /admin/classes': ok({ classes: [tenA, tenB] }),
    [springList]: ok({ subjects: [maths, music] }),
    [autumnList]: ok({ subjects: [] }),
    [tenBAutumnList]: ok({ subjects: [] }),
    'GET /admin/teachers': ok({ teachers: Object.values(teacherFixtures) }),
    ...routes,
  });
  renderAdmin('/admin/subject');
  await screen.findByRole('table', { name: 'Subjects' });
  return gateway;
}

const main = () => screen.getByRole('main');
async function choose(user: ReturnType<typeof userEvent.setup>, inside: HTMLElement, combobox: string, option: string) {
  await user.click(within(inside).getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}
const added = (subject: Subject) => ({ status: 201, body: { success: true, subject } });
/** The page's own button: an empty list offers another. */
const addButton = () => screen.getAllByRole('button', { name: 'Add subject' })[0]!;

beforeEach(() => freezeToday('2026-01-15'));
afterEach(() => jest.useRealTimers());

describe('Add subject, several in a row', () => {
  it('opens on the class and semester the list shows, takes the teachers, and "Add and add another" keeps class, semester and kind', async () => {
    const user = userEvent.setup();
    const first = heldReply();
    const gateway = await openSubjects({ 'POST /admin/subjects': first.route });
    await choose(user, main(), 'Semester', `2026–27 – ${autumn2026.name}`);
    await choose(user, main(), 'Class', tenB.name);
    await user.click(addButton());
    const add = screen.getByRole('dialog', { name: 'Add subject' });
    expect(within(add).getByRole('combobox', { name: 'Class' })).toHaveTextContent(tenB.name);
    expect(within(add).getByRole('combobox', { name: 'Semester' })).toHaveTextContent(autumn2026.name);

    await user.type(within(add).getByLabelText('Name'), 'Physics');
    await user.type(within(add).getByLabelText('Code'), 'PH101');
    await user.click(within(add).getByRole('radio', { name: 'Elective' }));
    const teachers = await within(add).findByRole('group', { name: 'Teachers' });
    await user.click(within(teachers).getByRole('checkbox', { name: new RegExp(meera.name) }));
    await user.click(within(teachers).getByRole('checkbox', { name: new RegExp(vikram.name) }));
    await user.click(within(add).getByRole('button', { name: 'Add and add another' }));
    expect(within(add).getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/subjects')[0]?.body).toEqual({
      classId: tenB.id,
      semesterId: autumn2026.id,
      name: 'Physics',
      code: 'PH101',
      kind: 'elective',
      teacherIds: [meera.id, vikram.id],
    });
    await act(async () => first.release(added({ ...music, name: 'Physics' })));

    expect(screen.getByRole('dialog', { name: 'Add subject' })).toBe(add);
    expect(within(add).getByRole('status')).toHaveTextContent('Physics was added. Add the next one.');
    await waitFor(() => expect(within(add).getByLabelText('Name')).toHaveFocus());
    expect(within(add).getByLabelText('Name')).toHaveValue('');
    expect(within(add).getByLabelText('Code')).toHaveValue('');
    expect(within(add).getByRole('radio', { name: 'Elective' })).toBeChecked();
    expect(within(add).getByRole('checkbox', { name: new RegExp(meera.name) })).not.toBeChecked();
    expect(within(add).getByRole('combobox', { name: 'Class' })).toHaveTextContent(tenB.name);
    expect(within(add).getByRole('combobox', { name: 'Semester' })).toHaveTextContent(autumn2026.name);
    await waitFor(() => expect(gateway.callsTo(tenBAutumnList)).toHaveLength(2));
    expect(await seriousAxeViolations()).toEqual([]);

    gateway.set({ 'POST /admin/subjects': added({ ...music, name: 'Chemistry' }) });
    await user.type(within(add).getByLabelText('Name'), 'Chemistry');
    await user.type(within(add).getByLabelText('Code'), 'CH101');
    await user.click(within(add).getByRole('button', { name: 'Add subject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.callsTo('POST /admin/subjects')[1]?.body).toEqual({
      classId: tenB.id,
      semesterId: autumn2026.id,
      name: 'Chemistry',
      code: 'CH101',
      kind: 'elective',
    });
    expect(screen.getByText('Chemistry was added')).toBeInTheDocument();
  });

  it('opens on the class last chosen in it while the list shows every class', async () => {
    const user = userEvent.setup();
    const gateway = await openSubjects({ 'POST /admin/subjects': added(maths) });
    await user.click(addButton());
    let add = screen.getByRole('dialog', { name: 'Add subject' });
    expect(within(add).getByRole('combobox', { name: 'Class' })).not.toHaveTextContent(tenA.name);
    await choose(user, add, 'Class', tenA.name);
    await user.type(within(add).getByLabelText('Name'), 'Mathematics');
    await user.type(within(add).getByLabelText('Code'), 'MA101');
    await user.click(within(add).getByRole('radio', { name: 'Core' }));
    await user.click(within(add).getByRole('button', { name: 'Add subject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.callsTo('POST /admin/subjects')).toHaveLength(1);

    await user.click(addButton());
    add = screen.getByRole('dialog', { name: 'Add subject' });
    expect(within(add).getByRole('combobox', { name: 'Class' })).toHaveTextContent(tenA.name);
    expect(within(add).getByRole('combobox', { name: 'Semester' })).toHaveTextContent(spring2026.name);
  });
});

describe('Import subjects', () => {
  it('is offered on the Subjects screen: a template of its columns, a preview for the semester, then the import', async () => {
    const user = userEvent.setup();
    const csv =
      'Class Name,Subject,Course Code,Core/Elective,Teacher Email(s)\nClass 10 A,Physics,PH101,Core,meera@greenfield.edu\n';
    const row = {
      line: 2,
      className: 'Class 10 A',
      name: 'Physics',
      code: 'PH101',
      kind: 'core',
      teachers: [meera.name],
    };
    const gateway = await openSubjects({
      'POST /admin/subjects/import?preview=true': ok({ semester: spring2026, rows: [row], errors: [] }),
      'POST /admin/subjects/import': { status: 201, body: { success: true, created: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Import subjects' }));
    const dialog = screen.getByRole('dialog', { name: 'Import subjects' });
    const template = within(dialog).getByRole('link', { name: 'Download a template' });
    expect(decodeURIComponent(template.getAttribute('href')!.split(',').slice(1).join(','))).toMatch(
      /^class,name,code,kind,teachers\nGrade 8 B,Computer Applications,CS150,Core,priya.raghavan@school.edu.in; Arjun Mehta\n$/,
    );
    expect(
      within(dialog).getByText(/teachers names each teacher by email, or by a name only one teacher has/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Semester' })).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'subjects.csv', { type: 'text/csv' }));
    const table = await within(dialog).findByRole('table', { name: `1 subject in the file, for ${spring2026.name}` });
    expect(within(table).getByRole('row', { name: /Physics/ })).toHaveTextContent(`Class 10 APhysicsPH101Core${meera.name}`);
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 subject' }));
    expect(await within(dialog).findByText('Imported 1 subject')).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/subjects/import')[0]?.body).toBe(csv);
    await waitFor(() => expect(gateway.callsTo(springList).length).toBeGreaterThan(1));
  });
});
