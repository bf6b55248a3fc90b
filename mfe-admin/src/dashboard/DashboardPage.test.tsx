import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, type Route } from '@rollcall/api-client/testing';
import type { Dashboard } from '@rollcall/contracts';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { zoneName } from '@rollcall/attendance-ui';
import { dashboardFixture, dashboardReply, noneNotTaken, officeZone } from '../../test/dashboard';
import { freezeToday, studentFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const today = 'GET /admin/dashboard';
const reply = (dashboard: Dashboard = dashboardFixture) => ({ body: dashboardReply(dashboard) });

async function openDashboard(routes: Record<string, Route> = {}, at = '/admin/dashboard') {
  const gateway = adminGateway({ [today]: reply(), ...routes });
  renderAdmin(at);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return gateway;
}
const zone = zoneName(officeZone, new Date('2026-01-15T10:00:00'));
const figuresShown = () => screen.findByRole('heading', { level: 2, name: /^The day: / });
const stat = (title: string) => screen.getByRole('group', { name: title });
const section = (heading: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section') as HTMLElement;
const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('Dashboard', () => {
  // Thursday 15 January 2026, 10:00 on the office's clock.
  beforeEach(() => freezeToday('2026-01-15', '10:00'));
  afterEach(() => jest.useRealTimers());

  it("shows the institute's name, the day, when it was updated, and the day's figures", async () => {
    await openDashboard();
    await figuresShown();
    expect(screen.getByRole('main')).toHaveTextContent('Greenfield College');
    expect(screen.getByRole('heading', { level: 2, name: 'The day: Thursday, 15 January 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-01-15');
    expect(screen.getByText(`Updated 10:00 ${zone}`)).toBeInTheDocument();
    expect(stat('Scheduled')).toHaveTextContent('12');
    expect(stat('Taken')).toHaveTextContent('12incl. 2 extra');
    expect(stat('Not taken')).toHaveTextContent('2');
    // 330 present of 330 + 70 marked.
    expect(stat('Present %')).toHaveTextContent('82.5%');
  });

  it('says nothing of extra lectures when there were none, and a dash for the share present with no marks', async () => {
    await openDashboard({
      [today]: reply({ ...dashboardFixture, today: { scheduled: 3, taken: 0, extra: 0, present: 0, absent: 0 } }),
    });
    await figuresShown();
    expect(stat('Taken')).toHaveTextContent(/^Taken0$/);
    expect(stat('Present %')).toHaveTextContent('—');
  });

  it('lists the registers not taken with period, times, class, subject and teacher; those begun are overdue', async () => {
    await openDashboard();
    await figuresShown();
    const items = within(section('Registers not taken')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Class 10 A · Mathematics (MA101)Period 1 · 09:00–09:45 ${zone} · Meera Iyer Overdue`,
      `Class 10 B · Physics (PH101)Period 4 · 11:30–12:15 ${zone} · Vikram Sen`,
    ]);
  });

  it('marks nothing overdue on another day than today', async () => {
    await openDashboard(
      { [`${today}?date=2026-01-14`]: reply({ ...dashboardFixture, date: '2026-01-14' }) },
      '/admin/dashboard?date=2026-01-14',
    );
    await figuresShown();
    expect(within(section('Registers not taken')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section('Registers not taken')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says so when every register is taken', async () => {
    await openDashboard({ [today]: reply({ ...dashboardFixture, ...noneNotTaken }) });
    await figuresShown();
    expect(section('Registers not taken')).toHaveTextContent('Every register is taken');
    expect(stat('Not taken')).toHaveTextContent('0');
  });

  it('says the day holds no lecture on a weekend or holiday, rather than that every register is taken', async () => {
    await openDashboard({
      [today]: reply({
        ...dashboardFixture,
        today: { scheduled: 0, taken: 0, extra: 0, present: 0, absent: 0 },
        ...noneNotTaken,
      }),
    });
    await figuresShown();
    const notTaken = section('Registers not taken');
    expect(notTaken).toHaveTextContent('No lectures on this day');
    expect(notTaken).not.toHaveTextContent('Every register is taken');
  });

  it('draws the three trends against the threshold, each with its table of exact numbers', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await figuresShown();
    const trends = section('Trends');
    const charts = within(trends).getAllByRole('img');
    expect(charts).toHaveLength(3);
    expect(charts[0]).toHaveAccessibleName(
      'Daily, last 30 days. 30 values from 17 Dec to 15 Jan. lowest 80.0% (17 Dec), highest 84.0% (21 Dec), latest 84.0% (15 Jan). 8 with no value. Threshold 75%.',
    );
    expect(charts[2]).toHaveAccessibleName(/^Monthly, this semester\. 2 values from Dec 2025 to Jan 2026\./);

    const daily = within(trends).getAllByRole('button', { name: 'Show table' })[0]!;
    await user.click(daily);
    expect(daily).toHaveAttribute('aria-expanded', 'true');
    const table = within(trends).getByRole('table', { name: 'Daily, last 30 days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Present %', 'Present of total']);
    expect(rowOf(table, '24 Dec')).toHaveTextContent('24 Dec82.0%82 of 100');
    expect(rowOf(table, '25 Dec')).toHaveTextContent('25 Dec—0 of 0');
    expect(rowOf(table, '15 Jan')).toHaveTextContent('15 Jan84.0%84 of 100');
  });

  it('summarises the classes and the subjects, the lowest first, those below the threshold marked in words', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await figuresShown();
    const classes = screen.getByRole('table', { name: 'Classes this semester' });
    expect(rowHeaders(classes)).toEqual(['Class 10 B', 'Class 10 A']);
    expect(rowOf(classes, 'Class 10 B')).toHaveTextContent('Class 10 B68.6% Below threshold1,371 of 2,000');
    expect(rowOf(classes, 'Class 10 A')).not.toHaveTextContent('Below threshold');

    const subjects = screen.getByRole('table', { name: 'Subjects this semester' });
    expect(rowHeaders(subjects)).toEqual(['Physics (PH101)', 'Mathematics (MA101)', 'Music (MU201)']);
    expect(rowOf(subjects, 'Music (MU201)')).toHaveTextContent('Class 10 A—0 of 0');
    await user.click(within(subjects).getByRole('button', { name: 'Subject' }));
    expect(rowHeaders(subjects)).toEqual(['Mathematics (MA101)', 'Music (MU201)', 'Physics (PH101)']);
  });

  it('says nothing of a part while the tables and the registers not taken show every one', async () => {
    await openDashboard();
    await figuresShown();
    expect(screen.queryByText(/lowest of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in Reports$/ })).not.toBeInTheDocument();
    expect(section('Registers not taken')).not.toHaveTextContent(/more/);
  });

  it('says when the tables show only the lowest of many, each leading to Reports, and how many more registers are not taken', async () => {
    const user = userEvent.setup();
    await openDashboard({ [today]: reply({ ...dashboardFixture, counts: { classes: 500, subjects: 4000, notTaken: 2952 } }) });
    await figuresShown();
    const classes = screen.getByRole('table', { name: 'The 2 lowest of 500 classes' });
    const subjects = screen.getByRole('table', { name: 'The 3 lowest of 4,000 subjects' });
    expect(section('Registers not taken')).toHaveTextContent('and 2,950 more');
    expect(stat('Not taken')).toHaveTextContent((2952).toLocaleString());
    expect(screen.getByRole('link', { name: 'Every class in Reports' })).toHaveAttribute('href', '/admin/reports');
    // The rows shown still sort by any column.
    await user.click(within(subjects).getByRole('button', { name: 'Subject' }));
    expect(rowHeaders(subjects)).toEqual(['Mathematics (MA101)', 'Music (MU201)', 'Physics (PH101)']);
    expect(within(classes).getAllByRole('rowheader')).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Every subject in Reports' }));
    expect(addressBar()).toHaveTextContent('/admin/reports');
  });

  it('lists the students below the threshold, each a link to their report', async () => {
    await openDashboard();
    await figuresShown();
    const below = section('2 students below 75%');
    expect(within(below).queryByText(/Showing the/)).not.toBeInTheDocument();
    expect(within(below).getAllByRole('listitem')[0]).toHaveTextContent(
      'Ravi KumarRoll number 10A-2 · Class 10 A · Overall 61.2%Lowest: Physics (PH101) 52.5% · Below in 2 subjects',
    );
    expect(within(below).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      `/admin/reports?studentId=${studentFixtures.ravi.id}`,
    );
    await userEvent.click(within(below).getByRole('link', { name: 'Asha Verma' }));
    expect(addressBar()).toHaveTextContent(`/admin/reports?studentId=${studentFixtures.asha.id}`);
  });

  it('says when it lists only the lowest of the students below the threshold', async () => {
    const belowThreshold = { ...dashboardFixture.belowThreshold, count: 240 };
    await openDashboard({ [today]: reply({ ...dashboardFixture, belowThreshold }) });
    await figuresShown();
    expect(section('240 students below 75%')).toHaveTextContent('Showing the 2 lowest');
  });

  it('shows another day from the date field, keeping the shown day until it is in, and keeps it in the address', async () => {
    const held = heldReply();
    const gateway = await openDashboard({ [`${today}?date=2026-01-14`]: held.route });
    await figuresShown();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-01-14' } });
    expect(addressBar()).toHaveTextContent('/admin/dashboard?date=2026-01-14');
    await waitFor(() => expect(gateway.callsTo(`${today}?date=2026-01-14`)).toHaveLength(1));
    expect(screen.getByText('Loading 2026-01-14…')).toBeInTheDocument();
    expect(stat('Scheduled')).toHaveTextContent('12');
    held.release(
      reply({ ...dashboardFixture, date: '2026-01-14', today: { scheduled: 9, taken: 9, extra: 0, present: 9, absent: 1 } }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'The day: Wednesday, 14 January 2026' })).toBeInTheDocument();
    expect(stat('Scheduled')).toHaveTextContent('9');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-01-14');
  });

  it('says what loads while the first answer is on its way', async () => {
    const held = heldReply();
    await openDashboard({ [today]: held.route });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading the dashboard');
    held.release(reply());
    await figuresShown();
    expect(screen.queryByText('Loading the dashboard')).not.toBeInTheDocument();
  });

  it('says why it failed, and Retry asks again', async () => {
    const user = userEvent.setup();
    const gateway = await openDashboard({ [today]: failure(503, 'The database is unavailable, please try again shortly') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable, please try again shortly');
    gateway.set({ [today]: reply() });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await figuresShown();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal calmly to an admin who may not view reports", async () => {
    await openDashboard({ [today]: failure(403, 'You do not have permission to view reports') });
    expect(await screen.findByText('You do not have permission to view reports')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says calmly that no semester holds the day, with the figures that still exist', async () => {
    const noSemester: Dashboard = {
      ...dashboardFixture,
      semester: null,
      today: { scheduled: 0, taken: 1, extra: 1, present: 20, absent: 5 },
      notTaken: [],
      trend: { ...dashboardFixture.trend, monthly: [] },
      classes: [],
      subjects: [],
      counts: { classes: 0, subjects: 0, notTaken: 0 },
      belowThreshold: { count: 0, students: [] },
    };
    await openDashboard({ [today]: reply(noSemester) });
    await figuresShown();
    expect(screen.getByText('No semester holds this day')).toBeInTheDocument();
    expect(stat('Taken')).toHaveTextContent('1incl. 1 extra');
    expect(stat('Present %')).toHaveTextContent('80.0%');
    expect(section('0 students below 75%')).toHaveTextContent('No student is below the threshold');
    expect(
      within(screen.getByRole('table', { name: 'Classes this semester' })).getByText('No attendance marked this semester yet'),
    ).toBeInTheDocument();
  });

  it('has no serious accessibility violation, its tables open', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await figuresShown();
    for (const toggle of screen.getAllByRole('button', { name: 'Show table' })) await user.click(toggle);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
