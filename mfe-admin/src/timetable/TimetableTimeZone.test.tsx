import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@rollcall/api-client/testing';
import { offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { renderAdmin } from '../../test/area';
import {
  academicYears,
  classFixtures,
  freezeMoment,
  settingsFixture,
  subjectFixtures,
  timetableFixture,
} from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';
import { periodTimesFixture } from '../../test/timetable';

const { classId, semesterId } = timetableFixture;
const { maths, physics } = subjectFixtures;

describe("The timetable on a phone opens on the institute's weekday", () => {
  // 01:30 on Monday 12 January 2026 in Pune, still Sunday in UTC (and in Los Angeles).
  beforeEach(() => {
    freezeMoment(new Date('2026-01-11T20:00:00Z'));
    onAPhone();
  });
  afterEach(() => {
    offThePhone();
    jest.useRealTimers();
  });

  it("shows the institute's today first, not this device's", async () => {
    const user = userEvent.setup();
    adminGateway({
      'GET /admin/settings': ok({ settings: { ...settingsFixture, timeZone: 'Asia/Kolkata' } }),
      'GET /admin/classes': ok({ classes: [classFixtures.tenA] }),
      'GET /admin/academic-years': ok({ academicYears }),
      'GET /admin/period-times': ok({ periods: periodTimesFixture }),
      [`GET /admin/timetable?classId=${classId}&semesterId=${semesterId}`]: ok(timetableFixture),
      [`GET /admin/subjects?classId=${classId}&semesterId=${semesterId}`]: ok({ subjects: [maths, physics] }),
    });
    renderAdmin('/admin/administration/timetable');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2025–26 – Semester 2'));
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(screen.getByRole('option', { name: 'Class 10 A' }));
    expect(await screen.findByRole('list', { name: 'Lectures on Monday' })).toHaveTextContent(
      'Period 1 09:00–09:45Monday period 1: Mathematics Meera Iyer',
    );
  });
});
