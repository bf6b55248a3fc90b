import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure } from '@rollcall/api-client/testing';
import type { Dashboard } from '@rollcall/contracts';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { dashboardFixture, dashboardReply, noneNotTaken } from '../../test/dashboard';
import { freezeToday } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';
import { setupProgressReply } from '../../test/setup-progress';

const progress = 'GET /admin/setup-progress';
const nothingScheduled: Dashboard = {
  ...dashboardFixture,
  today: { scheduled: 0, taken: 0, extra: 0, present: 0, absent: 0 },
  ...noneNotTaken,
};
const newInstitute = { years: 0, classes: 0, teachers: 0, subjects: 0, students: 0, timetable: 0, settings: 0 };

async function openDashboard(steps: Parameters<typeof setupProgressReply>[0], dashboard: Dashboard = nothingScheduled) {
  const gateway = adminGateway({
    'GET /admin/dashboard': { body: dashboardReply(dashboard) },
    [progress]: setupProgressReply(steps),
  });
  renderAdmin('/admin/dashboard');
  await screen.findByRole('heading', { level: 2, name: /^The day: / });
  return gateway;
}
const checklist = () =>
  screen.getByRole('heading', { level: 2, name: 'Set up your institute' }).closest('section') as HTMLElement;
const stepRows = () => within(checklist()).getAllByRole('listitem');
const notTakenSection = () =>
  screen.getByRole('heading', { level: 2, name: 'Registers not taken' }).closest('section') as HTMLElement;

describe('The first-run checklist on the dashboard', () => {
  beforeEach(() => freezeToday('2026-01-15', '10:00'));
  afterEach(() => jest.useRealTimers());

  it('lists every step to do for a new institute, the first one marked as the next, each a link to its screen', async () => {
    await openDashboard(newInstitute);
    await screen.findByRole('heading', { level: 2, name: 'Set up your institute' });
    expect(checklist()).toHaveTextContent('0 of 7 done');
    expect(stepRows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Academic year and semester',
      'Classes',
      'Teachers',
      'Subjects',
      'Students',
      'Timetable',
      'Settings',
    ]);
    expect(stepRows().map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/administration/years',
      '/admin/administration/classes',
      '/admin/teacher',
      '/admin/subject',
      '/admin/administration/students',
      '/admin/administration/timetable',
      '/admin/administration/settings',
    ]);
    expect(stepRows()[0]).toHaveTextContent('Next step');
    expect(within(checklist()).getAllByText('Next step')).toHaveLength(1);
    expect(within(checklist()).getAllByText('To do')).toHaveLength(7);
    expect(within(checklist()).getByRole('link', { current: 'step' })).toHaveTextContent('Academic year and semester');
  });

  it('says which steps are done and highlights the first one not done, wherever it is', async () => {
    await openDashboard({ students: 0, timetable: 0 });
    await screen.findByRole('heading', { level: 2, name: 'Set up your institute' });
    expect(checklist()).toHaveTextContent('5 of 7 done');
    const badges = stepRows().map((row) => (within(row).queryByText('Done') ? 'done' : 'to do'));
    expect(badges).toEqual(['done', 'done', 'done', 'done', 'to do', 'to do', 'done']);
    expect(within(checklist()).getByRole('link', { current: 'step' })).toHaveTextContent('Students');
    expect(stepRows()[4]).toHaveTextContent('Next step');
    expect(stepRows()[5]).not.toHaveTextContent('Next step');
  });

  it('takes the admin to the step’s screen', async () => {
    const user = userEvent.setup();
    await openDashboard({ timetable: 0 });
    await user.click(await screen.findByRole('link', { name: 'Timetable', current: 'step' }));
    expect(addressBar()).toHaveTextContent('/admin/administration/timetable');
  });

  it('hides once every step is done, and the dashboard shows as always', async () => {
    await openDashboard({}, dashboardFixture);
    expect(screen.queryByRole('heading', { name: 'Set up your institute' })).not.toBeInTheDocument();
    expect(screen.queryByText('Next step')).not.toBeInTheDocument();
    expect(notTakenSection()).not.toHaveTextContent('No lectures are scheduled yet');
  });

  it('says no lecture is scheduled yet, with a link to the timetable, while the institute has none', async () => {
    await openDashboard({ timetable: 0, settings: 0 });
    const section = notTakenSection();
    expect(await within(section).findByText('No lectures are scheduled yet — set up the timetable')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Every register is taken');
    expect(within(section).getByRole('link', { name: 'Timetable' })).toHaveAttribute('href', '/admin/administration/timetable');
  });

  it('once the timetable exists, says a day without lectures holds none, and a day with all taken that every one is', async () => {
    await openDashboard({ settings: 0 });
    await screen.findByRole('heading', { level: 2, name: 'Set up your institute' });
    expect(notTakenSection()).toHaveTextContent('No lectures on this day');
    expect(notTakenSection()).not.toHaveTextContent('No lectures are scheduled yet');
  });

  it('says every register is taken on a day whose lectures are all taken', async () => {
    await openDashboard({ settings: 0 }, { ...nothingScheduled, today: { ...nothingScheduled.today, scheduled: 4, taken: 4 } });
    await screen.findByRole('heading', { level: 2, name: 'Set up your institute' });
    expect(notTakenSection()).toHaveTextContent('Every register is taken');
  });

  it('says in words when the steps could not be read, and still shows the dashboard', async () => {
    adminGateway({
      'GET /admin/dashboard': { body: dashboardReply(dashboardFixture) },
      [progress]: failure(503, 'The database is unavailable, please try again shortly'),
    });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable, please try again shortly');
    expect(await screen.findByRole('heading', { level: 2, name: /^The day: / })).toBeInTheDocument();
  });

  it('has no serious accessibility violation', async () => {
    await openDashboard({ subjects: 0, students: 0, timetable: 0 });
    await screen.findByRole('heading', { level: 2, name: 'Set up your institute' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
