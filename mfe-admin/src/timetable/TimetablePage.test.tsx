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
import { periodTimesFixture } from '../../test/timetable';

type User = ReturnType<typeof userEvent.setup>;
const { classId, semesterId } = timetableFixture;
const { tenA, tenB } = classFixtures;
const { maths, physics, music } = subjectFixtures;
const { meera, vikram } = teacherFixtures;
const timetablePath = `/admin/timetable?classId=${classId}&semesterId=${semesterId}`;
const subjectsPath = `/admin/subjects?classId=${classId}&semesterId=${semesterId}`;

const grid = () => screen.getByRole('table', { name: 'Lectures of the week' });
/** The text of one period's row of the grid, weekday by weekday (Monday first). */
const periodRow = (period: number) =>
  [
    ...within(grid())
      .getByRole('rowheader', { name: new RegExp(`^${period} `) })
      .parentElement!.querySelectorAll('td'),
  ].map((cell) => cell.textContent);
const cell = (name: string | RegExp) => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog');

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

async function openWeek(routes = {}, permissions?: Parameters<typeof adminGateway>[1], shown = 'Mathematics') {
  const user = userEvent.setup();
  const gateway = adminGateway(
    {
      'GET /admin/classes': ok({ classes: [tenA, tenB] }),
      'GET /admin/academic-years': ok({ academicYears }),
      'GET /admin/period-times': ok({ periods: periodTimesFixture }),
      [`GET ${timetablePath}`]: ok(timetableFixture),
      [`GET ${subjectsPath}`]: ok({ subjects: [maths, physics, music] }),
      ...routes,
    },
    permissions,
  );
  renderAdmin('/admin/administration/timetable');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2025–26 – Semester 2'));
  await choose(user, 'Class', 'Class 10 A');
  await screen.findByText(shown);
  return { user, gateway };
}

const savedSlots = timetableFixture.slots.map(lectureOf);
/** What the grid sends for a lecture put in a cell: the period's times. */
const lecture = (subjectId: string, teacherId: string, weekday: number, period: number) => {
  const time = periodTimesFixture.find((each) => each.period === period)!;
  return { subjectId, teacherId, weekday, period, startsAt: time.startsAt, endsAt: time.endsAt };
};

describe('Timetable grid', () => {
  beforeEach(() => {
    // A Monday in 2025–26's Semester 2.
    freezeToday('2026-01-12');
  });
  afterEach(() => {
    jest.useRealTimers();
    offThePhone();
  });

  it("asks for a class, takes the current semester, and shows its week as weekdays by the institute's periods", async () => {
    await openWeek();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Period', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(
      within(grid())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['1 09:00–09:45', '2 09:50–10:35', '3 10:40–11:25', '4 11:30–12:15']);
    expect(periodRow(1)[0]).toContain('Mathematics Meera Iyer');
    expect(periodRow(2)[1]).toContain('Physics Vikram Sen');
    expect(cell('Monday period 1: Mathematics Meera Iyer')).toBeInTheDocument();
    expect(cell('Wednesday period 3: add a lecture')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save timetable' })).toBeDisabled();
  });

  it('puts a subject in a cell in two clicks, its first teacher preset and changeable, then saves the week with the period times', async () => {
    const saving = heldReply();
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': saving.route });
    const clicks = { count: 0 };
    const click = async (element: HTMLElement) => {
      clicks.count += 1;
      await user.click(element);
    };
    await click(cell('Wednesday period 3: add a lecture'));
    expect(dialog()).toHaveAccessibleName('Wednesday period 3, 10:40–11:25');
    const choices = within(dialog()).getByRole('list', { name: 'Choose a subject' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mathematics (MA101) Meera Iyer', 'Physics (PH101) Vikram Sen', 'Music (MU201) No teacher yet']);
    expect(within(choices).getByRole('button', { name: 'Music (MU201) No teacher yet' })).toBeDisabled();
    await click(within(choices).getByRole('button', { name: 'Physics (PH101) Vikram Sen' }));
    expect(clicks.count).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(periodRow(3)[2]).toContain('Physics Vikram Sen');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();

    // Physics has two teachers: the cell's dialog changes it.
    await user.click(cell('Wednesday period 3: Physics Vikram Sen'));
    await choose(user, 'Teacher of Physics', 'Meera Iyer');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(periodRow(3)[2]).toContain('Physics Meera Iyer');

    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const added = lecture(physics.id, meera.id, 3, 3);
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({ classId, semesterId, slots: [...savedSlots, added] });
    const slot = { ...added, id: id('f0000004', 3), subjectName: 'Physics', teacherName: 'Meera Iyer' };
    saving.release(ok({ ...timetableFixture, slots: [...timetableFixture.slots, slot] }));
    expect(await screen.findByText('Timetable saved')).toBeInTheDocument();
    expect(screen.queryByText('1 unsaved change')).not.toBeInTheDocument();
  });

  it("adds a second subject to a period as an elective in parallel, shows the server's refusal against that cell, and removes it", async () => {
    const clash = 'R-004 Asha Rao is enrolled in both Physics and Mathematics, which would meet on Monday period 1';
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': failure(409, clash) });
    await user.click(cell('Monday period 1: Mathematics Meera Iyer'));
    expect(within(dialog()).getByRole('list', { name: 'Lectures of this period' })).toHaveTextContent('Mathematics');
    expect(
      within(dialog()).getByText(/^Monday period 1 already has Mathematics: the lectures of one period are taught in parallel/),
    ).toBeInTheDocument();
    const parallel = within(dialog()).getByRole('list', { name: 'Add a subject in parallel' });
    expect(within(parallel).queryByRole('button', { name: /^Mathematics/ })).not.toBeInTheDocument();
    await user.click(within(parallel).getByRole('button', { name: 'Physics (PH101) Vikram Sen' }));
    expect(periodRow(1)[0]).toContain('Mathematics Meera Iyer');
    expect(periodRow(1)[0]).toContain('Physics Vikram Sen');

    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(clash);
    expect(periodRow(1)[0]).toContain(clash);
    expect(periodRow(2)[1]).not.toContain(clash);
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({
      classId,
      semesterId,
      slots: [...savedSlots, lecture(physics.id, vikram.id, 1, 1)],
    });

    await user.click(cell('Monday period 1: Mathematics Meera Iyer Physics Vikram Sen'));
    await user.click(within(dialog()).getByRole('button', { name: 'Remove Physics' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(periodRow(1)[0]).toBe('Monday period 1: Mathematics Meera Iyer');
    expect(screen.queryByText(clash)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save timetable' })).toBeDisabled();
  });

  it('copies a day to the days chosen, replacing their lectures in the unsaved week after a preview', async () => {
    const { user, gateway } = await openWeek({ 'PUT /admin/timetable': ok(timetableFixture) });
    await user.click(screen.getByRole('button', { name: 'Copy a day' }));
    expect(within(dialog()).getByRole('combobox', { name: 'Copy' })).toHaveTextContent('Monday (1 lecture)');
    await user.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(within(dialog()).getByText('Choose the days to copy to')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Thursday' }));
    expect(
      within(within(dialog()).getByRole('list', { name: 'What the days will hold' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tuesday: 1 lecture, in place of its 1 lecture', 'Thursday: 1 lecture']);
    await user.click(within(dialog()).getByRole('button', { name: 'Copy to 2 days' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(periodRow(1)).toEqual([
      'Monday period 1: Mathematics Meera Iyer',
      'Tuesday period 1: Mathematics Meera Iyer',
      'Wednesday period 1: add a lecture',
      'Thursday period 1: Mathematics Meera Iyer',
      'Friday period 1: add a lecture',
    ]);
    // Tuesday's Physics is gone: Tuesday is now Monday.
    expect(periodRow(2)[1]).toBe('Tuesday period 2: add a lecture');
    expect(screen.getByText('3 unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    await waitFor(() => expect(gateway.callsTo('PUT /admin/timetable')).toHaveLength(1));
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({
      classId,
      semesterId,
      slots: [savedSlots[0], { ...savedSlots[0], weekday: 2 }, { ...savedSlots[0], weekday: 4 }],
    });
  });

  it('copies the week to another class by subject code, listing what cannot be copied and why, in one save of that class', async () => {
    const tenBSubjectsPath = `/admin/subjects?classId=${tenB.id}&semesterId=${semesterId}`;
    const tenBWeekPath = `/admin/timetable?classId=${tenB.id}&semesterId=${semesterId}`;
    const anil = { id: teacherFixtures.anil.id, name: teacherFixtures.anil.name };
    // 10 B learns Mathematics (MA101) from Anil only, and no Physics; it has one lecture now.
    const tenBMaths = { ...maths, id: id('e0000002', 1), classId: tenB.id, className: tenB.name, teachers: [anil] };
    const tenBWeek = {
      ...timetableFixture,
      classId: tenB.id,
      slots: [
        {
          ...timetableFixture.slots[0]!,
          id: id('f0000005', 1),
          subjectId: tenBMaths.id,
          teacherId: anil.id,
          teacherName: anil.name,
        },
      ],
    };
    const saving = heldReply();
    const { user, gateway } = await openWeek({
      [`GET ${tenBSubjectsPath}`]: ok({ subjects: [tenBMaths] }),
      [`GET ${tenBWeekPath}`]: ok(tenBWeek),
      'PUT /admin/timetable': saving.route,
    });
    await user.click(screen.getByRole('button', { name: 'Copy week to another class' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(within(dialog()).getByText('Please select a class')).toBeInTheDocument();
    await choose(user, 'To class', 'Class 10 B');
    const copied = await within(dialog()).findByRole('region', { name: 'Will be copied' });
    expect(within(dialog()).getByText("This replaces the 1 lecture of Class 10 B's week.")).toBeInTheDocument();
    expect(
      within(copied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday period 1: Mathematics (MA101), Anil Das instead of Meera Iyer, who does not teach Mathematics there']);
    const uncopied = within(dialog()).getByRole('region', { name: 'Cannot be copied' });
    expect(
      within(uncopied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tuesday period 2: Physics: Class 10 B has no subject with code PH101']);
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(within(dialog()).getByRole('button', { name: 'Copy 1 lecture' }));
    expect(within(dialog()).getByRole('button', { name: 'Copying...' })).toBeDisabled();
    expect(gateway.callsTo('PUT /admin/timetable').map((call) => call.body)).toEqual([
      { classId: tenB.id, semesterId, slots: [{ ...savedSlots[0], subjectId: tenBMaths.id, teacherId: anil.id }] },
    ]);
    saving.release(ok({ ...tenBWeek, slots: [{ ...tenBWeek.slots[0]!, id: id('f0000005', 2) }] }));
    expect(await screen.findByText('Copied 1 lecture to Class 10 B')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // This class's own week is untouched.
    expect(screen.getByRole('button', { name: 'Save timetable' })).toBeDisabled();
  });

  it("sets the institute's period times once, checked before they are sent, and the grid takes them", async () => {
    const { user, gateway } = await openWeek({ 'GET /admin/period-times': ok({ periods: [] }) });
    expect(screen.queryByRole('table')).toBeInTheDocument();
    expect(
      within(grid())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Period times' }));
    // Nothing saved yet: the times the week already uses are offered.
    expect(within(dialog()).getByText(/^Suggested times/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Period 2 starts at')).toHaveValue('09:50');
    await user.click(within(dialog()).getByRole('button', { name: 'Add period' }));
    expect(within(dialog()).getByLabelText('Period 3 starts at')).toHaveValue('10:40');
    expect(within(dialog()).getByLabelText('Period 3 ends at')).toHaveValue('11:25');
    await user.clear(within(dialog()).getByLabelText('Period 3 starts at'));
    await user.type(within(dialog()).getByLabelText('Period 3 starts at'), '10:30');
    await user.click(within(dialog()).getByRole('button', { name: 'Save period times' }));
    expect(within(dialog()).getByLabelText('Period 3 starts at')).toHaveAccessibleDescription(
      'Period 3 must start at or after the end of period 2',
    );
    expect(gateway.callsTo('PUT /admin/period-times')).toHaveLength(0);

    await user.clear(within(dialog()).getByLabelText('Period 3 starts at'));
    await user.type(within(dialog()).getByLabelText('Period 3 starts at'), '10:45');
    const saved = [...periodTimesFixture.slice(0, 2), { period: 3, startsAt: '10:45', endsAt: '11:25' }];
    gateway.set({ 'PUT /admin/period-times': ok({ periods: saved }), 'GET /admin/period-times': ok({ periods: saved }) });
    await user.click(within(dialog()).getByRole('button', { name: 'Save period times' }));
    expect(await screen.findByText('Period times saved')).toBeInTheDocument();
    expect(gateway.callsTo('PUT /admin/period-times')[0]!.body).toEqual({ periods: saved });
    await waitFor(() =>
      expect(
        within(grid())
          .getAllByRole('rowheader')
          .map((header) => header.textContent),
      ).toEqual(['1 09:00–09:45', '2 09:50–10:35', '3 10:45–11:25']),
    );
  });

  it("offers to move lectures saved with other times onto their period's times", async () => {
    const earlier = [{ period: 1, startsAt: '08:45', endsAt: '09:30' }, ...periodTimesFixture.slice(1)];
    const { user, gateway } = await openWeek({
      'GET /admin/period-times': ok({ periods: earlier }),
      'PUT /admin/timetable': ok(timetableFixture),
    });
    expect(screen.getByText(/^1 lecture keeps other times than its period's/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the period times' }));
    expect(screen.queryByText(/keeps other times/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save timetable' }));
    await waitFor(() => expect(gateway.callsTo('PUT /admin/timetable')).toHaveLength(1));
    expect(gateway.callsTo('PUT /admin/timetable')[0]!.body).toEqual({
      classId,
      semesterId,
      slots: [{ ...savedSlots[0], startsAt: '08:45', endsAt: '09:30' }, savedSlots[1]],
    });
  });

  it('with no period times and no lectures, says to set them first', async () => {
    const { user } = await openWeek(
      { 'GET /admin/period-times': ok({ periods: [] }), [`GET ${timetablePath}`]: ok({ ...timetableFixture, slots: [] }) },
      undefined,
      'No period times yet',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set the period times' }));
    expect(within(dialog()).getByLabelText('Period 1 starts at')).toHaveValue('09:00');
    expect(within(dialog()).getByLabelText('Period 6 ends at')).toHaveValue('13:55');
  });

  it('on a phone shows one weekday at a time, today first, and its cells fill the same way', async () => {
    onAPhone();
    const { user } = await openWeek();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const monday = screen.getByRole('list', { name: 'Lectures on Monday' });
    expect(within(monday).getAllByRole('listitem')).toHaveLength(4);
    expect(within(monday).getAllByRole('listitem')[0]).toHaveTextContent(
      'Period 1 09:00–09:45Monday period 1: Mathematics Meera Iyer',
    );
    expect(screen.queryByText('Physics')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tue' }));
    const tuesday = screen.getByRole('list', { name: 'Lectures on Tuesday' });
    expect(within(tuesday).getAllByRole('listitem')[1]).toHaveTextContent('Tuesday period 2: Physics Vikram Sen');
    await user.click(cell('Tuesday period 4: add a lecture'));
    await user.click(within(dialog()).getByRole('button', { name: 'Mathematics (MA101) Meera Iyer' }));
    expect(within(tuesday).getAllByRole('listitem')[3]).toHaveTextContent('Tuesday period 4: Mathematics Meera Iyer');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and Discard changes goes back', async () => {
    const { user } = await openWeek();
    await user.click(cell('Monday period 1: Mathematics Meera Iyer'));
    await user.click(within(dialog()).getByRole('button', { name: 'Remove Mathematics' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
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

  it('without manage_setup the week is shown with no way to change it', async () => {
    await openWeek({}, readOnlyPermissions);
    expect(periodRow(1)[0]).toBe('Mathematics Meera Iyer');
    expect(screen.queryByRole('button', { name: /period 1/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save timetable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Period times' })).not.toBeInTheDocument();
  });

  it('says when the timetable failed to load, and retries', async () => {
    const tenBWeek = `GET /admin/timetable?classId=${tenB.id}&semesterId=${semesterId}`;
    const { user, gateway } = await openWeek({ [tenBWeek]: failure(503, 'Unavailable') });
    await choose(user, 'Class', 'Class 10 B');
    expect(await screen.findByText('Failed to load the timetable')).toBeInTheDocument();
    gateway.set({ [tenBWeek]: ok({ ...timetableFixture, classId: tenB.id, slots: [] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Lectures of the week' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations, with a cell, Copy a day and Period times open too', async () => {
    const { user } = await openWeek();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(cell('Monday period 1: Mathematics Meera Iyer'));
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Copy a day' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Friday' }));
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Period times' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
