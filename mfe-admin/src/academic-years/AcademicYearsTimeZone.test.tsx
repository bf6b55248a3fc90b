import { screen, waitFor } from '@testing-library/react';
import { ok } from '@rollcall/api-client/testing';
import { renderAdmin } from '../../test/area';
import { academicYears, freezeMoment, settingsFixture } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

describe("Years & semesters on the institute's calendar", () => {
  // 01:30 on 1 June 2026 in Pune, still 31 May in UTC (and in Los Angeles).
  beforeEach(() => freezeMoment(new Date('2026-05-31T20:00:00Z')));
  afterEach(() => jest.useRealTimers());

  it("says which year is current by the institute's today, not this device's", async () => {
    adminGateway({
      'GET /admin/settings': ok({ settings: { ...settingsFixture, timeZone: 'Asia/Kolkata' } }),
      'GET /admin/academic-years': ok({ academicYears }),
    });
    renderAdmin('/admin/administration/years');
    const year = await screen.findByRole('region', { name: '2026–27' });
    await waitFor(() => expect(year).toHaveTextContent('1 Jun 2026 – 31 May 2027 · Current'));
    expect(screen.getByRole('region', { name: '2025–26' })).toHaveTextContent('1 Jun 2025 – 31 May 2026 · Finished');
  });
});
