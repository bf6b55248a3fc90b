import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { calendarMessages } from '@rollcall/contracts';
import { addressBar, offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { calendarFixtures } from '../../test/calendar';
import { classFixtures, freezeToday, readOnlyPermissions, settingsFixture } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

// The month holds 42 days, each a button with its entries: role queries over it take seconds on a busy machine.
jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;
const { diwali, makeUp, midTerms } = calendarFixtures;
const { tenA, tenB, sevenC } = classFixtures;
/** November 2026 shows Monday 26 October to Sunday 6 December. */
const november = 'GET /admin/calendar?from=2026-10-26&to=2026-12-06';
const december = 'GET /admin/calendar?from=2026-11-30&to=2027-01-03';

const grid = () => screen.getByRole('table', { name: 'November 2026' });
/** The grid's cell of a day, found by its day button or its hidden name ('Monday, 9 November 2026'). */
const cell = (name: string) =>
  within(grid())
    .getByText(
      (_, element) =>
        element?.getAttribute('aria-label') === name || (element?.tagName === 'SPAN' && element.textContent === name),
    )
    .closest('td')!;
const dialog = () => screen.getByRole('dialog');
/** A day's button in the grid, by its name ('Monday, 9 November 2026'). */
const dayButton = (name: string) => within(grid()).getByLabelText(name, { selector: 'button' });

async function openCalendar(routes: Record<string, Route> = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const user = userEvent.setup();
  const gateway = adminGateway(
    {
      'GET /admin/settings': ok({ settings: settingsFixture }),
      'GET /admin/classes': ok({ classes: [tenA, tenB, sevenC] }),
      [november]: ok({ entries: [diwali, makeUp, midTerms] }),
      [december]: ok({ entries: [] }),
      ...routes,
    },
    permissions,
  );
  renderAdmin('/admin/administration/calendar');
  await screen.findByRole('heading', { level: 2, name: 'November 2026' });
  await within(grid()).findAllByText('Holiday: Diwali');
  return { user, gateway };
}

/** Clicks the first and the last day of a range in the grid. */
async function chooseDays(user: User, first: string, last: string) {
  await user.click(dayButton(first));
  await user.click(dayButton(last));
}

describe('Calendar', () => {
  beforeEach(() => {
    // Thursday 5 November 2026, at noon.
    freezeToday('2026-11-05', '12:00');
  });
  afterEach(() => {
    jest.useRealTimers();
    offThePhone();
  });

  it('shows the month as weeks from Monday to Sunday, with its entries by kind, the days around it dimmed and today marked', async () => {
    await openCalendar();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday', 'SunSunday']);
    const weeks = within(grid()).getAllByRole('row').slice(1);
    expect(weeks).toHaveLength(6);
    expect(
      within(weeks[0]!)
        .getAllByRole('cell')
        .map((day) => day.textContent?.slice(0, 2)),
    ).toEqual(['26', '27', '28', '29', '30', '31', '1']);
    expect(cell('Monday, 26 October 2026')).toHaveClass('outside');
    expect(cell('Sunday, 1 November 2026')).not.toHaveClass('outside');
    expect(cell('Thursday, 5 November 2026')).toHaveAttribute('aria-current', 'date');
    expect(cell('Thursday, 5 November 2026')).toHaveTextContent('Today');

    // Each day of an entry carries it: its kind and name in words, then whom it is for.
    for (const day of ['Monday, 9 November 2026', 'Tuesday, 10 November 2026', 'Wednesday, 11 November 2026']) {
      expect(within(cell(day)).getByRole('button', { name: 'Holiday: Diwali, Whole institute' })).toHaveClass('holiday');
    }
    expect(within(cell('Thursday, 12 November 2026')).queryByRole('button', { name: /Diwali/ })).not.toBeInTheDocument();
    expect(
      within(cell('Saturday, 14 November 2026')).getByRole('button', { name: 'Follows Monday: Saturday make-up, Class 10 A' }),
    ).toHaveClass('follows');
    expect(
      within(cell('Friday, 27 November 2026')).getByRole('button', { name: 'Exams: Mid-terms, Class 10 A, Class 10 B' }),
    ).toHaveClass('exams');
  });

  it("opens on the institute's today, not the device's", async () => {
    // 20:00 on 30 November in UTC is already 1 December in Kolkata.
    freezeToday('2026-11-30', '20:00');
    const gateway = adminGateway({
      'GET /admin/settings': ok({ settings: settingsFixture }),
      'GET /admin/classes': ok({ classes: [tenA] }),
      [december]: ok({ entries: [] }),
    });
    renderAdmin('/admin/administration/calendar');
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'December 2026' });
    expect(within(table).getByRole('button', { name: 'Tuesday, 1 December 2026' }).closest('td')).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(gateway.callsTo(december)).toHaveLength(1);
  });

  it('moves a month back and forth and back to today, keeping the month in the address', async () => {
    const { user, gateway } = await openCalendar({ 'GET /admin/calendar?from=2026-09-28&to=2026-11-01': ok({ entries: [] }) });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'December 2026' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/admin/administration/calendar?month=2026-12');
    expect(gateway.callsTo(december)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByRole('table', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('a first and a last day open the add dialog with that range; adding sends the entry and refreshes the month', async () => {
    const created = heldReply();
    const { user, gateway } = await openCalendar({ 'POST /admin/calendar': created.route });
    await user.click(dayButton('Friday, 20 November 2026'));
    expect(dayButton('Friday, 20 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('From Friday, 20 November 2026: now choose the last day.')).toHaveAttribute('role', 'status');
    // The last day may come before the first.
    await user.click(dayButton('Wednesday, 18 November 2026'));

    const form = within(dialog());
    expect(dialog()).toHaveAccessibleName('Add to the calendar');
    expect(form.getByRole('radio', { name: 'Holiday' })).toHaveAttribute('aria-checked', 'true');
    expect(form.getByLabelText('First day')).toHaveValue('2026-11-18');
    expect(form.getByLabelText('Last day')).toHaveValue('2026-11-20');
    expect(form.queryByRole('combobox', { name: 'Follows the timetable of' })).not.toBeInTheDocument();
    // An archived class is not offered.
    expect(
      form.getAllByRole('checkbox').map((box) => box.getAttribute('aria-labelledby') && box.closest('label')?.textContent),
    ).toEqual(['Class 10 A', 'Class 10 B']);

    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
    expect(gateway.callsTo('POST /admin/calendar')).toHaveLength(0);

    await user.click(form.getByRole('radio', { name: 'Exams' }));
    await user.type(form.getByLabelText('Name'), 'Unit tests');
    await user.click(form.getByRole('checkbox', { name: 'Class 10 B' }));
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/calendar')[0]!.body).toEqual({
      kind: 'exams',
      name: 'Unit tests',
      startsOn: '2026-11-18',
      endsOn: '2026-11-20',
      classIds: [tenB.id],
    });
    const unitTests = {
      ...midTerms,
      id: diwali.id.replace(/1$/, '9'),
      name: 'Unit tests',
      startsOn: '2026-11-18',
      endsOn: '2026-11-20',
      classIds: [tenB.id],
    };
    gateway.set({ [november]: ok({ entries: [diwali, makeUp, unitTests, midTerms] }) });
    created.release({ status: 201, body: { success: true, entry: unitTests } });
    expect(await screen.findByText('Unit tests added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(cell('Thursday, 19 November 2026')).findByRole('button', { name: 'Exams: Unit tests, Class 10 B' }),
    ).toBeInTheDocument();
    expect(gateway.callsTo(november)).toHaveLength(2);
    expect(dayButton('Friday, 20 November 2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses the range from the keyboard: Enter on the first day, Space on the last', async () => {
    const { user } = await openCalendar();
    dayButton('Monday, 16 November 2026').focus();
    await user.keyboard('{Enter}');
    dayButton('Monday, 16 November 2026').focus();
    await user.keyboard(' ');
    expect(within(dialog()).getByLabelText('First day')).toHaveValue('2026-11-16');
    expect(within(dialog()).getByLabelText('Last day')).toHaveValue('2026-11-16');
    // The dialog takes the focus.
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('a follows day needs the weekday it follows, and sends it', async () => {
    const { user, gateway } = await openCalendar({
      'POST /admin/calendar': { status: 201, body: { success: true, entry: makeUp } },
    });
    await chooseDays(user, 'Saturday, 14 November 2026', 'Saturday, 14 November 2026');
    const form = within(dialog());
    await user.click(form.getByRole('radio', { name: 'Follows another day' }));
    await user.type(form.getByLabelText('Name'), 'Saturday make-up');
    await user.click(form.getByRole('checkbox', { name: 'Class 10 A' }));
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('combobox', { name: 'Follows the timetable of' })).toHaveAccessibleDescription(
      calendarMessages.followsWeekdayRequired,
    );
    expect(gateway.callsTo('POST /admin/calendar')).toHaveLength(0);
    await user.click(form.getByRole('combobox', { name: 'Follows the timetable of' }));
    await user.click(form.getByRole('option', { name: 'Monday' }));
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Saturday make-up added')).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/calendar')[0]!.body).toEqual({
      kind: 'follows',
      name: 'Saturday make-up',
      startsOn: '2026-11-14',
      endsOn: '2026-11-14',
      classIds: [tenA.id],
      followsWeekday: 1,
    });
  });

  it("shows the server's 409 in the dialog, which stays open to fix it", async () => {
    const clash = calendarMessages.sameKindSameDay('holiday', null, '10 Nov 2026', 'Diwali');
    const { user } = await openCalendar({ 'POST /admin/calendar': failure(409, clash) });
    await chooseDays(user, 'Tuesday, 10 November 2026', 'Tuesday, 10 November 2026');
    await user.type(within(dialog()).getByLabelText('Name'), 'Bhai Dooj');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(clash);
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Bhai Dooj');
  });

  it('saves nothing while the classes are missing, which would make the entry the whole institute’s', async () => {
    const { user, gateway } = await openCalendar({ 'GET /admin/classes': failure(503, 'Unavailable') });
    await chooseDays(user, 'Monday, 16 November 2026', 'Monday, 16 November 2026');
    await user.type(within(dialog()).getByLabelText('Name'), 'Sports day');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await within(dialog()).findByText('Please wait for the classes to load, then save again')).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/calendar')).toHaveLength(0);
    gateway.set({ 'GET /admin/classes': ok({ classes: [tenA] }) });
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('checkbox', { name: 'Class 10 A' })).toBeInTheDocument();
  });

  it('an entry opens to edit; saving sends its fields', async () => {
    const path = `PATCH /admin/calendar/${diwali.id}`;
    const { user, gateway } = await openCalendar({
      [path]: ok({ entry: { ...diwali, name: 'Deepavali', endsOn: '2026-11-12' } }),
    });
    await user.click(within(cell('Tuesday, 10 November 2026')).getByRole('button', { name: /Diwali/ }));
    const form = within(dialog());
    expect(dialog()).toHaveAccessibleName('Edit Diwali');
    expect(form.getByLabelText('Name')).toHaveValue('Diwali');
    expect(form.getByLabelText('First day')).toHaveValue('2026-11-09');
    expect(form.getByRole('checkbox', { name: 'Class 10 A' })).not.toBeChecked();
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Deepavali');
    await user.clear(form.getByLabelText('Last day'));
    await user.type(form.getByLabelText('Last day'), '2026-11-12');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Deepavali saved')).toBeInTheDocument();
    expect(gateway.callsTo(path)[0]!.body).toEqual({
      kind: 'holiday',
      name: 'Deepavali',
      startsOn: '2026-11-09',
      endsOn: '2026-11-12',
      classIds: [],
    });
  });

  it('an entry is removed from its dialog, after asking', async () => {
    const path = `DELETE /admin/calendar/${midTerms.id}`;
    const { user, gateway } = await openCalendar({ [path]: ok({}) });
    await user.click(within(cell('Monday, 23 November 2026')).getByRole('button', { name: /Mid-terms/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Remove Mid-terms' }));
    expect(screen.getByRole('dialog', { name: 'Remove calendar entry' })).toHaveTextContent(
      'Are you sure you want to remove Mid-terms?',
    );
    gateway.set({ [november]: ok({ entries: [diwali, makeUp] }) });
    await user.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Mid-terms was removed')).toBeInTheDocument();
    expect(gateway.callsTo(path)).toHaveLength(1);
    await waitFor(() => expect(within(grid()).queryByRole('button', { name: /Mid-terms/ })).not.toBeInTheDocument());
  });

  it('on a phone lists the entries of the month by date, each opening to edit, and adds from the button', async () => {
    onAPhone();
    const { user } = await openCalendarOnPhone();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Calendar of November 2026' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '9 Nov 2026 – 11 Nov 2026Holiday: DiwaliWhole institute',
      '14 Nov 2026Follows Monday: Saturday make-upClass 10 A',
      '23 Nov 2026 – 27 Nov 2026Exams: Mid-termsClass 10 A, Class 10 B',
    ]);
    await user.click(within(items[1]!).getByRole('button'));
    expect(dialog()).toHaveAccessibleName('Edit Saturday make-up');
    expect(within(dialog()).getByRole('combobox', { name: 'Follows the timetable of' })).toHaveTextContent('Monday');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(within(dialog()).getByLabelText('First day')).toHaveValue('2026-11-05');
    expect(within(dialog()).getByLabelText('Last day')).toHaveValue('2026-11-05');
  });

  it('says when a phone month has nothing on it', async () => {
    onAPhone();
    const { user } = await openCalendarOnPhone();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Nothing on the calendar in December 2026')).toBeInTheDocument();
  });

  it('without manage_setup the calendar is only shown', async () => {
    await openCalendar({}, readOnlyPermissions);
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(within(grid()).queryAllByRole('button')).toEqual([]);
    expect(cell('Tuesday, 10 November 2026')).toHaveTextContent('Holiday: Diwali, Whole institute');
  });

  it('shows the loading, a failure with Retry, and the time zone that could not be read', async () => {
    const held = heldReply();
    const gateway = adminGateway({
      'GET /admin/settings': failure(503, 'Unavailable'),
      'GET /admin/classes': ok({ classes: [tenA] }),
      [november]: held.route,
    });
    const user = userEvent.setup();
    renderAdmin('/admin/administration/calendar');
    expect(await screen.findByText('Failed to load the institute’s time zone.')).toBeInTheDocument();
    gateway.set({ 'GET /admin/settings': ok({ settings: settingsFixture }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading the calendar')).toBeInTheDocument();
    held.release(failure(500, 'Something broke'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the calendar: Something broke');
    gateway.set({ [november]: ok({ entries: [diwali] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByRole('button', { name: 'Holiday: Diwali, Whole institute' })).length).toBe(3);
  });

  it('has no serious accessibility violations: the grid, the add dialog and the phone list', async () => {
    const { user } = await openCalendar();
    expect(await seriousAxeViolations()).toEqual([]);
    await chooseDays(user, 'Monday, 16 November 2026', 'Tuesday, 17 November 2026');
    await user.click(within(dialog()).getByRole('radio', { name: 'Follows another day' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violations on a phone', async () => {
    onAPhone();
    await openCalendarOnPhone();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

/** The calendar on a phone: its list instead of the grid. */
async function openCalendarOnPhone() {
  const user = userEvent.setup();
  adminGateway({
    'GET /admin/settings': ok({ settings: settingsFixture }),
    'GET /admin/classes': ok({ classes: [tenA, tenB, sevenC] }),
    [november]: ok({ entries: [diwali, makeUp, midTerms] }),
    [december]: ok({ entries: [] }),
  });
  renderAdmin('/admin/administration/calendar');
  await screen.findByRole('list', { name: 'Calendar of November 2026' });
  await screen.findByText('Whole institute');
  return { user };
}
