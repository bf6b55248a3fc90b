import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok } from '@rollcall/api-client/testing';
import { addressBar, offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { lectureOf } from './draft';
import {
  academicYears,
  classFixtures,
  freezeToday,
  id,
  readOnlyPermissions,
  subjectFixtures,
  teacherFixtures,
  timetableFixture,
} from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

type User = ReturnType<typeof userEvent.setup>;
const { classId, semesterId } = timetableFixture;
const { tenA, tenB } = classFixtures;
const { maths, physics } = subjectFixtures;
const { meera, vikram } = teacherFixtures;
const timetablePath = `/admin/timetable?classId=${classId}&semesterId=${semesterId}`;
const subjectsPath = `/admin/subjects?classId=${classId}&semesterId=${semesterId}`;

const grid = () => screen.getByRole('table', { name: 'Lectures of the week' });
/** The lectures in one period's row of the grid, weekday by weekday (Monday first). */
const periodRow = (period: number) =>
  [
    ...within(grid())
      .getByRole('rowheader', { name: String(period) })
      .parentElement!.querySelectorAll('td'),
  ].map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

async function openWeek(routes = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const user = userEvent.setup();
  const gateway = adminGateway(
    {
      'GET /admin/classes': ok({ classes: [tenA, tenB] }),
      'GET /admin/academic-years': ok({ academicYears }),
      [`GET ${timetablePath}`]: ok(timetableFixture),
      [`GET ${subjectsPath}`]: ok({ subjects: [maths, physics] }),
      ...routes,
    },
    permissions,
  );
  renderAdmin('/admin/administration/timetable');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2025–26 – Semester 2'));
  await choose(user, 'Class', 'Class 10 A');
  await screen.findByText('Mathematics');
  return { user, gateway };
}

/** Fills the open lecture dialog; the weekday stays as it is unless given. */
async function fillLecture(
  user: User,
  lecture: { weekday?: string; period: string; subject: string; teacher: string; startsAt: string; endsAt: string },
) {
  const form = within(dialog());
  if (lecture.weekday) await choose(user, 'Weekday', lecture.weekday);
  await user.clear(form.getByLabelText('Period'));
  await user.type(form.getByLabelText('Period'), lecture.period);
  await choose(user, 'Subject', lecture.subject);
  await choose(user, 'Teacher', lecture.teacher);
  await user.clear(form.getByLabelText('Starts at'));
  await user.type(form.getByLabelText('Starts at'), lecture.startsAt);
  await user.clear(form.getByLabelText('Ends at'));
  await user.type(form.getByLabelText('Ends at'), lecture.endsAt);
}

const savedSlots = timetableFixture.slots.map(lectureOf);

describe('Timetable', () => {
  beforeEach(() => {
    // A Monday in 2025–26's Semester 2.
    freezeToday('2026-01-12');
  });
  afterEach(() => {
    jest.useRealTimers();
    offThePhone();
  });

  it('asks for a class, takes the current semester, and shows its week as weekdays by periods', async () => {
    await openWeek();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Period', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(periodRow(1)[0]).toContain('MathematicsMeera Iyer09:00–09:45');
    expect(within(grid()).getByRole('button', { name: 'Edit Monday period 1, Mathematics' })).toBeInTheDocument();
    expect(periodRow(2)[1]).toContain('PhysicsVikram Sen09:50–10:35');
    expect(screen.getByRole('button', { name: 'Save timetable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('adds a lecture with a teacher of its subject, then saves the whole week', async () => {
    const saving = heldReply();
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': saving.route });
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Weekday' })).toHaveTextContent('Monday');
    expect(within(dialog()).getByLabelText('Period')).toHaveValue('2');
    expect(within(dialog()).getByRole('combobox', { name: 'Teacher' })).toBeDisabled();
    await choose(user, 'Subject', 'Physics (PH101)');
    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vikram Sen', 'Meera Iyer']);
    await user.keyboard('{Escape}');
    await fillLecture(user, {
      weekday: 'Wednesday',
      period: '3',
      subject: 'Physics (PH101)',
      teacher: 'Meera Iyer',
      startsAt: '10:40',
      endsAt: '11:25',
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Add lecture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(periodRow(3)[2]).toContain('PhysicsMeera Iyer10:40–11:25');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const added = { subjectId: physics.id, teacherId: meera.id, weekday: 3, period: 3, startsAt: '10:40', endsAt: '11:25' };
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({ classId, semesterId, slots: [...savedSlots, added] });
    const slot = { ...added, id: id('f0000004', 3), subjectName: 'Physics', teacherName: 'Meera Iyer' };
    saving.release(ok({ ...timetableFixture, slots: [...timetableFixture.slots, slot] }));
    expect(await screen.findByText('Timetable saved')).toBeInTheDocument();
    expect(screen.queryByText('1 unsaved change')).not.toBeInTheDocument();
  });

  it('the same subject twice in one period is named on the lecture, and nothing is sent until it is fixed', async () => {
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': ok(timetableFixture) });
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    await fillLecture(user, {
      period: '1',
      subject: 'Mathematics (MA101)',
      teacher: 'Meera Iyer',
      startsAt: '09:00',
      endsAt: '09:45',
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Add lecture' }));
    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(screen.getByText('Please fix the validation errors before saving')).toBeInTheDocument();
    expect(periodRow(1)[0]).toContain('MathematicsMeera Iyer09:00–09:45Monday period 1 appears twice');
    expect(gateway.callsTo('PUT /admin/timetable')).toHaveLength(0);

    await user.click(screen.getAllByRole('button', { name: 'Remove Monday period 1, Mathematics' })[1]!);
    expect(screen.queryByText('Monday period 1 appears twice')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fix the validation errors before saving')).not.toBeInTheDocument();
  });

  it("puts a second subject in a period as an elective taught in parallel, and shows the server's refusal", async () => {
    const clash = 'R-004 Asha Rao is enrolled in both Physics and Mathematics, which would meet on Monday period 1';
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': failure(409, clash) });
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    await fillLecture(user, {
      period: '1',
      subject: 'Physics (PH101)',
      teacher: 'Vikram Sen',
      startsAt: '09:00',
      endsAt: '09:45',
    });
    expect(
      within(dialog()).getByText(/^Monday period 1 already has Mathematics: the lectures of one period are taught in parallel/),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Add lecture' }));
    expect(periodRow(1)[0]).toContain('MathematicsMeera Iyer09:00–09:45');
    expect(periodRow(1)[0]).toContain('PhysicsVikram Sen09:00–09:45');

    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(await screen.findByText(clash)).toBeInTheDocument();
    const parallel = { subjectId: physics.id, teacherId: vikram.id, weekday: 1, period: 1, startsAt: '09:00', endsAt: '09:45' };
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({ classId, semesterId, slots: [...savedSlots, parallel] });
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it("edits a lecture after checking its times, and shows the server's refusal", async () => {
    const clash = 'Vikram Sen already teaches Class 10 B on Tuesday period 2';
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': failure(409, clash) });
    await user.click(screen.getByRole('button', { name: 'Edit Tuesday period 2, Physics' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Teacher' })).toHaveTextContent('Vikram Sen');
    await user.clear(within(dialog()).getByLabelText('Ends at'));
    await user.type(within(dialog()).getByLabelText('Ends at'), '09:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Update lecture' }));
    expect(within(dialog()).getByLabelText('Ends at')).toHaveAccessibleDescription('End time must be after the start time');
    await user.clear(within(dialog()).getByLabelText('Ends at'));
    await user.type(within(dialog()).getByLabelText('Ends at'), '10:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Update lecture' }));
    expect(periodRow(2)[1]).toContain('09:50–10:30');

    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(await screen.findByText(clash)).toBeInTheDocument();
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({
      classId,
      semesterId,
      slots: [savedSlots[0], { ...savedSlots[1], endsAt: '10:30' }],
    });
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and Discard changes goes back', async () => {
    const { user } = await openWeek();
    await user.click(screen.getByRole('button', { name: 'Remove Monday period 1, Mathematics' }));
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toHaveTextContent(
      'This timetable has 1 unsaved change. Leave without saving them?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressBar()).toHaveTextContent('/admin/administration/timetable');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Discard changes' }));
    expect(addressBar()).toHaveTextContent(/^\/admin\/administration$/);
  });

  it('on a phone shows one weekday at a time, today first', async () => {
    onAPhone();
    const { user } = await openWeek();
    const monday = screen.getByRole('list', { name: 'Lectures on Monday' });
    expect(monday).toHaveTextContent('Period 1MathematicsMeera Iyer');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tue' }));
    expect(screen.getByRole('list', { name: 'Lectures on Tuesday' })).toHaveTextContent('Period 2PhysicsVikram Sen');
    await user.click(screen.getByRole('radio', { name: 'Sun' }));
    expect(screen.getByText('No lectures on Sunday')).toBeInTheDocument();
  });

  it('without manage_setup the week is shown with no way to change it', async () => {
    await openWeek({}, readOnlyPermissions);
    expect(periodRow(1)[0]).toBe('MathematicsMeera Iyer09:00–09:45');
    expect(screen.queryByRole('button', { name: 'Add lecture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save timetable' })).not.toBeInTheDocument();
  });

  it('says when the timetable failed to load, and retries', async () => {
    const tenBWeek = `GET /admin/timetable?classId=${tenB.id}&semesterId=${semesterId}`;
    const { user, gateway } = await openWeek({ [tenBWeek]: failure(503, 'Unavailable') });
    await choose(user, 'Class', 'Class 10 B');
    expect(await screen.findByText('Failed to load the timetable')).toBeInTheDocument();
    gateway.set({ [tenBWeek]: ok({ ...timetableFixture, classId: tenB.id, slots: [] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No lectures yet')).toBeInTheDocument();
  });

  it('has no serious accessibility violations, with the lecture dialog open too', async () => {
    const { user } = await openWeek();
    await screen.findByRole('button', { name: 'Add lecture' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add lecture' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
