import { screen, within } from '@testing-library/react';
import type { Dashboard } from '@rollcall/contracts';
import { renderAdmin } from '../../test/area';
import { dashboardFixture, dashboardReply, notTakenFixtures } from '../../test/dashboard';
import { freezeMoment } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const today = 'GET /admin/dashboard';
// An institute in Pune, read on a device whose clock is another zone's (UTC in CI, any in a run with TZ set).
const pune: Dashboard = {
  ...dashboardFixture,
  date: '2026-01-14',
  timeZone: 'Asia/Kolkata',
  notTaken: [
    { ...notTakenFixtures.mathsFirst, period: 2, startsAt: '09:40', endsAt: '10:25' },
    { ...notTakenFixtures.physicsFourth, period: 3, startsAt: '10:40', endsAt: '11:25' },
  ],
};

async function openDashboard(at = '/admin/dashboard', answer: Dashboard = pune) {
  const day = at.includes('?') ? `?${at.split('?')[1]}` : '';
  adminGateway({ [`${today}${day}`]: { body: dashboardReply(answer) } });
  renderAdmin(at);
  await screen.findByRole('heading', { level: 2, name: /^The day: / });
}
const notTaken = () =>
  within(screen.getByRole('heading', { level: 2, name: 'Registers not taken' }).closest('section') as HTMLElement);

describe("Dashboard on the institute's clock", () => {
  // 10:37 in Pune, 05:07 in UTC, 21:07 the evening before in Los Angeles.
  beforeEach(() => freezeMoment(new Date('2026-01-14T05:07:00Z')));
  afterEach(() => jest.useRealTimers());

  it("tells the update time on the institute's clock and names its zone", async () => {
    await openDashboard();
    expect(screen.getByText('Updated 10:37 IST')).toBeInTheDocument();
  });

  it("marks overdue the registers whose lecture has begun on the institute's clock, with the zone named", async () => {
    await openDashboard();
    expect(
      notTaken()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Class 10 A · Mathematics (MA101)Period 2 · 09:40–10:25 IST · Meera Iyer Overdue',
      'Class 10 B · Physics (PH101)Period 3 · 10:40–11:25 IST · Vikram Sen',
    ]);
  });

  it("takes the asked day as today when it is the institute's today, whatever the device's calendar", async () => {
    await openDashboard('/admin/dashboard?date=2026-01-14');
    expect(notTaken().getByText('Overdue')).toBeInTheDocument();
  });

  it("marks nothing overdue on the institute's yesterday", async () => {
    await openDashboard('/admin/dashboard?date=2026-01-13', { ...pune, date: '2026-01-13' });
    expect(notTaken().getAllByRole('listitem')).toHaveLength(2);
    expect(notTaken().queryByText('Overdue')).not.toBeInTheDocument();
  });
});
