import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { Permission } from '@rollcall/contracts';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import {
  academicYearFixtures,
  academicYears,
  classFixtures,
  freezeToday,
  enrollmentFixtures,
  semesterFixtures,
  studentFixtures,
  subjectFixtures,
  teacherFixtures,
} from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { maths, music, latin } = subjectFixtures;
const { spring2026, autumn2026 } = semesterFixtures;
const { tenA, tenB } = classFixtures;
const springList = `GET /admin/subjects?semesterId=${spring2026.id}`;

function routesFor(routes: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /admin/academic-years': ok({ academicYears }),
    'GET /admin/classes': ok({ classes: [tenA, tenB] }),
    [springList]: ok({ subjects: [maths, music, latin] }),
    'GET /admin/teachers': ok({ teachers: Object.values(teacherFixtures) }),
    ...routes,
  };
}

async function openSubjects(routes: Record<string, Route> = {}, permissions?: readonly Permission[]) {
  const gateway = adminGateway(routesFor(routes), permissions);
  renderAdmin('/admin/subject');
  await screen.findByRole('heading', { level: 1, name: 'Subject' });
  await waitFor(() => expect(gateway.callsTo('GET /admin/me')).toHaveLength(1));
  return gateway;
}
const openList = async (routes: Record<string, Route> = {}, permissions?: readonly Permission[]) => {
  const gateway = await openSubjects(routes, permissions);
  await screen.findByRole('table', { name: 'Subjects' });
  return gateway;
};

const shownNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const dialog = (name: string) => screen.getByRole('dialog', { name });
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  combobox: string,
  option: string,
  inside = screen.getByRole('main'),
) {
  await user.click(within(inside).getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('Subject page', () => {
  // The page opens on the semester covering today: 15 January 2026 is in 2025–26's Semester 2.
  beforeEach(() => freezeToday('2026-01-15'));
  afterEach(() => jest.useRealTimers());

  it("opens on today's semester and lists its subjects with class, kind, teachers and enrolment", async () => {
    const gateway = await openList();
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2025–26 – Semester 2');
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveTextContent('All classes');
    expect(gateway.callsTo(springList)).toHaveLength(1);
    expect(
      within(screen.getByRole('table', { name: 'Subjects' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Name', 'Class', 'Kind', 'Teachers', 'Enrolled', 'Actions']);
    expect(shownNames()).toEqual(['Latin Archived', 'Mathematics', 'Music']);
    expect(row('Mathematics')).toHaveTextContent('MA101');
    expect(row('Mathematics')).toHaveTextContent('Class 10 A');
    expect(within(row('Mathematics')).getByRole('cell', { name: 'Core' })).toBeInTheDocument();
    expect(within(row('Mathematics')).getByRole('cell', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(within(row('Mathematics')).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row('Music')).getByRole('cell', { name: 'Elective' })).toBeInTheDocument();
    expect(within(row('Music')).getByRole('cell', { name: 'None yet' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Latin Archived' })).toBeInTheDocument();
    // An archived subject keeps only its lectures to read.
    expect(
      within(row('Latin'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Lectures']);
  });

  it("each subject's Lectures opens its attendance records, the subject chosen", async () => {
    const user = userEvent.setup();
    await openList({
      [`GET /admin/lectures?subjectId=${maths.id}`]: ok({ lectures: [] }),
      'GET /admin/subjects': ok({ subjects: [maths, music, latin] }),
    });
    await user.click(screen.getByRole('button', { name: 'Lectures of Mathematics' }));
    expect(addressBar()).toHaveTextContent(`/admin/subjects/${maths.id}/lectures`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lectures of MA101 Mathematics' })).toBeInTheDocument();
  });

  it('the class and semester filters ask the server for their subjects', async () => {
    const user = userEvent.setup();
    const tenAList = `GET /admin/subjects?classId=${tenA.id}&semesterId=${spring2026.id}`;
    const autumnList = `GET /admin/subjects?classId=${tenA.id}&semesterId=${autumn2026.id}`;
    const gateway = await openList({ [tenAList]: ok({ subjects: [maths] }), [autumnList]: ok({ subjects: [] }) });
    await choose(user, 'Class', 'Class 10 A');
    await waitFor(() => expect(shownNames()).toEqual(['Mathematics']));
    await choose(user, 'Semester', '2026–27 – Semester 1');
    expect(await screen.findByText('No subjects in this semester yet')).toBeInTheDocument();
    expect(gateway.callsTo(tenAList)).toHaveLength(1);
    expect(gateway.callsTo(autumnList)).toHaveLength(1);
  });

  it('searches by name or code and sorts by any column', async () => {
    const user = userEvent.setup();
    await openList();
    expect(shownNames()).toEqual(['Latin Archived', 'Mathematics', 'Music']);
    await user.click(screen.getByRole('button', { name: 'Enrolled' }));
    await user.click(screen.getByRole('button', { name: 'Enrolled' }));
    expect(shownNames()).toEqual(['Mathematics', 'Music', 'Latin Archived']);
    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'mu2');
    expect(shownNames()).toEqual(['Music']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search subjects' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'math');
    expect(shownNames()).toEqual(['Mathematics']);
    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 's!');
    expect(screen.getByText('No subjects found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(shownNames()).toHaveLength(3);
  });

  it('without any semester it leads to Years & semesters', async () => {
    const user = userEvent.setup();
    await openSubjects({
      'GET /admin/academic-years': ok({ academicYears: [{ ...academicYearFixtures.year2025, semesters: [] }] }),
    });
    expect(await screen.findByText('Add an academic year and a semester first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add subject' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Years & semesters' }));
    expect(addressBar()).toHaveTextContent('/admin/administration/years');
  });

  it('without any class it leads to Classes', async () => {
    const user = userEvent.setup();
    await openSubjects({ 'GET /admin/classes': ok({ classes: [] }) });
    expect(await screen.findByText('Add a class first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Classes' }));
    expect(addressBar()).toHaveTextContent('/admin/administration/classes');
  });

  it('a failed list says why and retries', async () => {
    const user = userEvent.setup();
    const gateway = await openSubjects({ [springList]: failure(503, 'The database is unavailable, please try again shortly') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    gateway.set({ [springList]: ok({ subjects: [maths] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Subjects' })).toBeInTheDocument();
  });

  describe('Add subject', () => {
    it("shows each field's message next to it, the kind's included, and sends nothing", async () => {
      const user = userEvent.setup();
      const gateway = await openList();
      await user.click(screen.getByRole('button', { name: 'Add subject' }));
      const add = dialog('Add subject');
      expect(within(add).getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2025–26 – Semester 2');
      const kind = within(add).getByRole('radiogroup', { name: 'Kind' });
      expect(kind).toHaveAccessibleDescription('Core subjects enrol the whole class; electives are chosen per student');
      await user.click(within(add).getByRole('button', { name: 'Add subject' }));
      expect(within(add).getByRole('combobox', { name: 'Class' })).toHaveAccessibleDescription('Please select a class');
      expect(within(add).getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
      expect(within(add).getByLabelText('Code')).toHaveAccessibleDescription(/Code is required/);
      expect(kind).toHaveAccessibleDescription(/^Please choose core or elective/);
      expect(gateway.callsTo('POST /admin/subjects')).toHaveLength(0);
    });

    it("sends the class, semester, name, code and kind, reads 'Adding...' meanwhile, then refreshes the list", async () => {
      const user = userEvent.setup();
      const held = heldReply();
      const gateway = await openList({ 'POST /admin/subjects': held.route });
      await user.click(screen.getByRole('button', { name: 'Add subject' }));
      const add = dialog('Add subject');
      await choose(user, 'Class', 'Class 10 B', add);
      await user.type(within(add).getByLabelText('Name'), ' Physics ');
      await user.type(within(add).getByLabelText('Code'), 'PH101');
      await user.click(within(add).getByRole('radio', { name: 'Elective' }));
      await user.click(within(add).getByRole('button', { name: 'Add subject' }));
      expect(within(add).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      expect(gateway.callsTo('POST /admin/subjects')[0]?.body).toEqual({
        classId: tenB.id,
        semesterId: spring2026.id,
        name: 'Physics',
        code: 'PH101',
        kind: 'elective',
      });
      await act(async () => held.release({ status: 201, body: { success: true, subject: { ...music, name: 'Physics' } } }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Physics was added')).toBeInTheDocument();
      await waitFor(() => expect(gateway.callsTo(springList)).toHaveLength(2));
    });

    it("keeps the dialog with the server's reason when the code is taken", async () => {
      const user = userEvent.setup();
      await openList({ 'POST /admin/subjects': failure(409, 'Class 10 A already has a subject with code MA101 this semester') });
      await user.click(screen.getByRole('button', { name: 'Add subject' }));
      const add = dialog('Add subject');
      await choose(user, 'Class', 'Class 10 A', add);
      await user.type(within(add).getByLabelText('Name'), 'Maths again');
      await user.type(within(add).getByLabelText('Code'), 'MA101');
      await user.click(within(add).getByRole('radio', { name: 'Core' }));
      await user.click(within(add).getByRole('button', { name: 'Add subject' }));
      expect(await within(add).findByRole('alert')).toHaveTextContent(
        'Class 10 A already has a subject with code MA101 this semester',
      );
    });
  });

  it('edits the name and code only', async () => {
    const user = userEvent.setup();
    const gateway = await openList({ [`PUT /admin/subjects/${maths.id}`]: ok({ subject: maths }) });
    await user.click(screen.getByRole('button', { name: 'Edit Mathematics' }));
    const edit = dialog('Edit subject');
    expect(edit).toHaveTextContent('Class 10 A, Semester 2, Core: the class, semester and kind stay as created');
    await user.clear(within(edit).getByLabelText('Code'));
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(within(edit).getByLabelText('Code')).toHaveAccessibleDescription(/Code is required/);
    await user.type(within(edit).getByLabelText('Code'), 'MA102');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.callsTo(`PUT /admin/subjects/${maths.id}`)[0]?.body).toEqual({ name: 'Mathematics', code: 'MA102' });
    expect(screen.getByText('Mathematics was updated')).toBeInTheDocument();
  });

  describe('Remove', () => {
    it('says when a subject with attendance was archived instead', async () => {
      const user = userEvent.setup();
      const held = heldReply();
      await openList({ [`DELETE /admin/subjects/${music.id}`]: held.route });
      await user.click(screen.getByRole('button', { name: 'Remove Music' }));
      await user.click(within(dialog('Remove Music')).getByRole('button', { name: 'Remove' }));
      expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      await act(async () => held.release(ok({ archived: true })));
      expect(screen.getByText('Music has attendance records, so it was archived and stays in reports')).toBeInTheDocument();
    });

    it('says when it was removed', async () => {
      const user = userEvent.setup();
      await openList({ [`DELETE /admin/subjects/${maths.id}`]: ok({ archived: false }) });
      await user.click(screen.getByRole('button', { name: 'Remove Mathematics' }));
      await user.click(within(dialog('Remove Mathematics')).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Mathematics was removed')).toBeInTheDocument();
    });
  });

  it("assigns the subject's teachers as a whole set, searched by name", async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const { meera, vikram, anil } = teacherFixtures;
    const gateway = await openList({
      'GET /admin/teachers': ok({ teachers: [meera, vikram, anil] }),
      [`PUT /admin/subjects/${maths.id}/teachers`]: held.route,
    });
    await user.click(screen.getByRole('button', { name: 'Teachers of Mathematics' }));
    const teachers = dialog('Teachers of Mathematics');
    expect(await within(teachers).findByRole('checkbox', { name: 'Meera Iyer' })).toBeChecked();
    await user.type(within(teachers).getByRole('searchbox', { name: 'Search teachers' }), 'vik');
    await user.click(within(teachers).getByRole('checkbox', { name: 'Vikram Sen' }));
    await user.click(within(teachers).getByRole('button', { name: 'Save Changes' }));
    expect(within(teachers).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo(`PUT /admin/subjects/${maths.id}/teachers`)[0]?.body).toEqual({ teacherIds: [meera.id, vikram.id] });
    await act(async () => held.release(ok({ subject: maths })));
    expect(screen.getByText('Teachers of Mathematics saved')).toBeInTheDocument();
  });

  describe('Enrolments of an elective', () => {
    const enrolments = `GET /admin/enrollments?subjectId=${music.id}`;
    const classStudents = `GET /admin/students?classId=${tenA.id}`;
    const routes = {
      [enrolments]: ok({ enrollments: [enrollmentFixtures.ashaInMusic, enrollmentFixtures.raviDroppedMusic] }),
      [classStudents]: ok({ students: Object.values(studentFixtures) }),
    };
    const openEnrolments = async (more: Record<string, Route> = {}) => {
      const user = userEvent.setup();
      const gateway = await openList({ ...routes, ...more });
      await user.click(screen.getByRole('button', { name: 'Enrolments in Music' }));
      const panel = screen.getByRole('region', { name: 'Enrolments in Music' });
      await within(panel).findByRole('table', { name: 'Students enrolled in Music' });
      return { user, gateway, panel };
    };

    it('lists who enrolled and who dropped, with a Drop button for those still enrolled', async () => {
      const { panel } = await openEnrolments();
      expect(within(panel).getByRole('heading', { name: 'Enrolments in Music' })).toHaveFocus();
      const asha = within(panel).getByRole('rowheader', { name: 'Asha Verma' }).closest('tr')!;
      expect(asha).toHaveTextContent('10A-10');
      expect(asha).toHaveTextContent('2026-01-05');
      expect(asha).toHaveTextContent('Still enrolled');
      expect(within(panel).getByRole('rowheader', { name: 'Ravi Kumar' }).closest('tr')).toHaveTextContent('2026-02-01');
      expect(within(panel).getByRole('button', { name: 'Drop Asha Verma' })).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Drop Ravi Kumar' })).not.toBeInTheDocument();
      await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search enrolments' }), '10a-2');
      expect(
        within(panel)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Ravi Kumar']);
      expect(screen.queryByRole('button', { name: 'Enrolments in Mathematics' })).not.toBeInTheDocument();
    });

    it("drops a student from a day, and keeps the server's refusal in the dialog", async () => {
      const { user, gateway, panel } = await openEnrolments({
        'POST /admin/enrollments/drop': failure(409, 'The drop day must be after the enrolment day'),
      });
      await user.click(within(panel).getByRole('button', { name: 'Drop Asha Verma' }));
      const drop = dialog('Drop Asha Verma from Music');
      const day = within(drop).getByLabelText('Dropped on');
      expect(day).toHaveValue('2026-01-15');
      expect(day).toHaveAccessibleDescription('The first day no longer enrolled; earlier marks stay');
      await user.clear(day);
      await user.type(day, '2026-01-05');
      await user.click(within(drop).getByRole('button', { name: 'Drop' }));
      expect(await within(drop).findByRole('alert')).toHaveTextContent('The drop day must be after the enrolment day');
      expect(gateway.callsTo('POST /admin/enrollments/drop')[0]?.body).toEqual({
        subjectId: music.id,
        studentId: studentFixtures.asha.id,
        droppedOn: '2026-01-05',
      });

      gateway.set({
        'POST /admin/enrollments/drop': ok({ enrollment: { ...enrollmentFixtures.ashaInMusic, droppedOn: '2026-02-02' } }),
      });
      await user.clear(day);
      await user.type(day, '2026-02-02');
      await user.click(within(drop).getByRole('button', { name: 'Drop' }));
      expect(await screen.findByText('Asha Verma dropped Music from 2026-02-02')).toBeInTheDocument();
    });
  });

  describe('permissions', () => {
    it('a setup manager without people gets no Enrolments', async () => {
      await openList({}, ['manage_setup']);
      expect(screen.getByRole('button', { name: 'Add subject' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Teachers of Music' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enrolments in Music' })).not.toBeInTheDocument();
    });

    it('a people manager only enrols: no Add, Edit, Teachers or Remove', async () => {
      await openList({ [`GET /admin/enrollments?subjectId=${music.id}`]: ok({ enrollments: [] }) }, ['manage_people']);
      expect(screen.getByRole('button', { name: 'Enrolments in Music' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add subject' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Music' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Teachers of Music' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove Music' })).not.toBeInTheDocument();
    });

    it('a reader only opens the lectures: no Add, Edit, Teachers, Enrolments or Remove', async () => {
      await openList({}, ['view_reports']);
      expect(
        within(row('Music'))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Lectures']);
      expect(screen.queryByRole('button', { name: 'Add subject' })).not.toBeInTheDocument();
    });

    it('an admin without reports, setup or people views the list without actions', async () => {
      await openList({}, []);
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    });
  });

  it('passes axe: the list with the enrolments panel, and the add dialog', async () => {
    const user = userEvent.setup();
    await openList({ [`GET /admin/enrollments?subjectId=${music.id}`]: ok({ enrollments: [enrollmentFixtures.ashaInMusic] }) });
    await user.click(screen.getByRole('button', { name: 'Enrolments in Music' }));
    await screen.findByRole('table', { name: 'Students enrolled in Music' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    await user.click(within(dialog('Add subject')).getByRole('button', { name: 'Add subject' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
