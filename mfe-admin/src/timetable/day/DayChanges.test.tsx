import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { calendarMessages } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../../test/area';
import { calendarFixtures, changeFixtures, coverTeacherFixtures } from '../../../test/calendar';
import {
  academicYears,
  classFixtures,
  freezeToday,
  readOnlyPermissions,
  settingsFixture,
  subjectFixtures,
  teacherFixtures,
  timetableFixture,
} from '../../../test/fixtures';
import { adminGateway } from '../../../test/gateway';

jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;
const { classId, semesterId } = timetableFixture;
const [mathsSlot] = timetableFixture.slots;
const { mathsCancelled, mathsCovered } = changeFixtures;
const { anil, vikram } = coverTeacherFixtures;
const monday = '2026-01-12';
const dayRoutes = (day: string) => ({
  calendar: `GET /admin/calendar?from=${day}&to=${day}`,
  changes: `GET /admin/timetable/changes?from=${day}&to=${day}`,
});
const { calendar, changes } = dayRoutes(monday);
const coverTeachers = `GET /admin/timetable/cover-teachers?date=${monday}&slotId=${mathsSlot!.id}`;
const dialog = () => screen.getByRole('dialog');
const lectures = (name = 'Monday, 12 January 2026') => screen.getByRole('list', { name: `Lectures on ${name}` });

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** The timetable of Class 10 A, switched to one day: the institute's today, Monday 12 January 2026, once it has loaded. */
async function openDay(routes: Record<string, Route> = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const user = userEvent.setup();
  const gateway = adminGateway(
    {
      'GET /admin/classes': ok({ classes: [classFixtures.tenA, classFixtures.tenB] }),
      'GET /admin/academic-years': ok({ academicYears }),
      [`GET /admin/timetable?classId=${classId}&semesterId=${semesterId}`]: ok(timetableFixture),
      [`GET /admin/subjects?classId=${classId}&semesterId=${semesterId}`]: ok({ subjects: [subjectFixtures.maths] }),
      'GET /admin/settings': ok({ settings: settingsFixture }),
      'GET /admin/teachers': ok({ teachers: Object.values(teacherFixtures) }),
      [calendar]: ok({ entries: [] }),
      [changes]: ok({ changes: [] }),
      ...routes,
    },
    permissions,
  );
  renderAdmin('/admin/administration/timetable');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2025–26 – Semester 2'));
  await choose(user, 'Class', 'Class 10 A');
  await user.click(await screen.findByRole('radio', { name: 'One day' }));
  await screen.findByLabelText('Day');
  await waitFor(() => expect(screen.queryByText('Loading the day')).not.toBeInTheDocument());
  return { user, gateway };
}

describe("The timetable's day", () => {
  beforeEach(() => {
    // Monday, 12 January 2026 in Kolkata (05:30 there).
    freezeToday(monday);
  });
  afterEach(() => jest.useRealTimers());

  it("opens on the institute's today with that weekday's lectures, and shows another day of the semester", async () => {
    const tuesday = dayRoutes('2026-01-13');
    const { user } = await openDay({ [tuesday.calendar]: ok({ entries: [] }), [tuesday.changes]: ok({ changes: [] }) });
    expect(screen.getByLabelText('Day')).toHaveValue(monday);
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Monday, 12 January 2026 (today)');
    expect(lectures()).toHaveTextContent('Period 1 · 09:00–09:45MathematicsMeera Iyer');
    expect(within(lectures()).getByRole('button', { name: 'Cancel this day: Mathematics, period 1' })).toHaveTextContent(
      'Cancel this day',
    );
    expect(within(lectures()).getByRole('button', { name: 'Cover Mathematics, period 1' })).toHaveTextContent('Cover…');

    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '2026-01-13');
    expect(await screen.findByRole('list', { name: 'Lectures on Tuesday, 13 January 2026' })).toHaveTextContent(
      'Period 2 · 09:50–10:35PhysicsVikram Sen',
    );
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '2026-06-01');
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Please choose a day from 1 Dec 2025 to 31 May 2026');
    expect(screen.queryByRole('list', { name: /^Lectures on / })).not.toBeInTheDocument();
  });

  it('cancels a lecture for the day, with a reason, and shows it cancelled', async () => {
    const saving = heldReply();
    const { user, gateway } = await openDay({ 'POST /admin/timetable/changes': saving.route });
    await user.click(screen.getByRole('button', { name: 'Cancel this day: Mathematics, period 1' }));
    expect(dialog()).toHaveAccessibleName('Cancel Mathematics, period 1');
    expect(dialog()).toHaveTextContent('Mathematics with Meera Iyer, 09:00–09:45 on Monday, 12 January 2026.');
    await user.type(within(dialog()).getByLabelText('Reason (optional)'), 'Sports day');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel lecture' }));
    expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/timetable/changes')[0]!.body).toEqual({
      date: monday,
      slotId: mathsSlot!.id,
      change: 'cancel',
      reason: 'Sports day',
    });
    gateway.set({ [changes]: ok({ changes: [mathsCancelled] }) });
    saving.release({ status: 201, body: { success: true, change: mathsCancelled } });
    expect(await screen.findByText('Mathematics, period 1 is cancelled on 12 Jan 2026')).toBeInTheDocument();
    await waitFor(() => expect(lectures()).toHaveTextContent('CancelledReason: Sports day'));
    expect(within(lectures()).getByRole('button', { name: 'Undo the change to Mathematics, period 1' })).toBeInTheDocument();
    expect(within(lectures()).queryByRole('button', { name: 'Cover Mathematics, period 1' })).not.toBeInTheDocument();
  });

  it('offers the free teachers, those who teach the subject first, and gives the lecture to the one chosen', async () => {
    const { user, gateway } = await openDay({
      [coverTeachers]: ok({ teachers: [anil, vikram] }),
      'POST /admin/timetable/changes': { status: 201, body: { success: true, change: mathsCovered } },
    });
    await user.click(screen.getByRole('button', { name: 'Cover Mathematics, period 1' }));
    expect(dialog()).toHaveAccessibleName('Cover Mathematics, period 1');
    await user.click(await within(dialog()).findByRole('combobox', { name: 'Cover teacher' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Vikram Sen (teaches Mathematics)',
      'Anil Das',
    ]);
    await user.keyboard('{Escape}');

    // Nothing is sent without a teacher.
    await user.click(within(dialog()).getByRole('button', { name: 'Assign cover' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Cover teacher' })).toHaveAccessibleDescription(
      calendarMessages.coverTeacherRequired,
    );
    expect(gateway.callsTo('POST /admin/timetable/changes')).toHaveLength(0);

    await choose(user, 'Cover teacher', 'Anil Das');
    await user.type(within(dialog()).getByLabelText('Reason (optional)'), 'Meera Iyer on leave');
    gateway.set({ [changes]: ok({ changes: [mathsCovered] }) });
    await user.click(within(dialog()).getByRole('button', { name: 'Assign cover' }));
    expect(await screen.findByText('Mathematics, period 1 is covered on 12 Jan 2026')).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/timetable/changes')[0]!.body).toEqual({
      date: monday,
      slotId: mathsSlot!.id,
      change: 'cover',
      teacherId: anil.id,
      reason: 'Meera Iyer on leave',
    });
    await waitFor(() => expect(lectures()).toHaveTextContent('Covered by Anil DasReason: Meera Iyer on leave'));
  });

  it('says when no teacher is free in that period', async () => {
    const { user } = await openDay({ [coverTeachers]: ok({ teachers: [] }) });
    await user.click(screen.getByRole('button', { name: 'Cover Mathematics, period 1' }));
    expect(await within(dialog()).findByText('No teacher is free in period 1 that day.')).toBeInTheDocument();
  });

  it("shows the server's 409 in the dialog", async () => {
    const notHeld = calendarMessages.slotNotHeld('12 Jan 2026');
    const { user } = await openDay({ 'POST /admin/timetable/changes': failure(409, notHeld) });
    await user.click(screen.getByRole('button', { name: 'Cancel this day: Mathematics, period 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel lecture' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(notHeld);
    expect(within(dialog()).getByRole('button', { name: 'Cancel lecture' })).toBeEnabled();
  });

  it("Undo removes the day's change, and the lecture is as usual again", async () => {
    const removing = heldReply();
    const path = `DELETE /admin/timetable/changes/${mathsCovered.id}`;
    const { user, gateway } = await openDay({ [changes]: ok({ changes: [mathsCovered] }), [path]: removing.route });
    expect(lectures()).toHaveTextContent('Covered by Anil Das');
    await user.click(screen.getByRole('button', { name: 'Undo the change to Mathematics, period 1' }));
    expect(screen.getByRole('button', { name: 'Undo the change to Mathematics, period 1' })).toHaveTextContent('Undoing...');
    gateway.set({ [changes]: ok({ changes: [] }) });
    removing.release(ok({}));
    expect(await screen.findByText('Mathematics, period 1 is held as usual on 12 Jan 2026')).toBeInTheDocument();
    await waitFor(() => expect(lectures()).not.toHaveTextContent('Covered by'));
    expect(screen.getByRole('button', { name: 'Cover Mathematics, period 1' })).toBeInTheDocument();
    expect(gateway.callsTo(path)).toHaveLength(1);
  });

  it('a failed Undo says why and keeps the change', async () => {
    const path = `DELETE /admin/timetable/changes/${mathsCancelled.id}`;
    const { user } = await openDay({
      [changes]: ok({ changes: [mathsCancelled] }),
      [path]: failure(404, calendarMessages.changeNotFound),
    });
    await user.click(screen.getByRole('button', { name: 'Undo the change to Mathematics, period 1' }));
    expect(await screen.findByText(calendarMessages.changeNotFound)).toBeInTheDocument();
    expect(lectures()).toHaveTextContent('Cancelled');
  });

  it("a holiday holds none of the class's lectures; a follows day holds the weekday it follows", async () => {
    const pongal = { ...calendarFixtures.diwali, name: 'Pongal', startsOn: '2026-01-12', endsOn: '2026-01-15' };
    const saturday = dayRoutes('2026-01-17');
    const makeUp = { ...calendarFixtures.makeUp, startsOn: '2026-01-17', endsOn: '2026-01-17' };
    const { user } = await openDay({
      [calendar]: ok({ entries: [pongal] }),
      [saturday.calendar]: ok({ entries: [makeUp] }),
      [saturday.changes]: ok({ changes: [] }),
    });
    expect(
      screen.getByText('Holiday: Pongal. This class holds none of its timetabled lectures on this day.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No lectures on Monday, 12 January 2026')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '2026-01-17');
    expect(await screen.findByText('Follows Monday: Saturday make-up. This day holds Monday’s lectures.')).toBeInTheDocument();
    expect(lectures('Saturday, 17 January 2026')).toHaveTextContent('MathematicsMeera Iyer');
  });

  it('without manage_setup the day is shown with its changes and no actions', async () => {
    await openDay({ [changes]: ok({ changes: [mathsCovered] }) }, readOnlyPermissions);
    expect(lectures()).toHaveTextContent('Covered by Anil Das');
    expect(within(lectures()).queryAllByRole('button')).toEqual([]);
  });

  it('has no serious accessibility violations, with the cover dialog open too', async () => {
    const { user } = await openDay({ [coverTeachers]: ok({ teachers: [anil, vikram] }) });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cover Mathematics, period 1' }));
    await within(dialog()).findByRole('combobox', { name: 'Cover teacher' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
