import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@rollcall/api-client/testing';
import { renderAdmin } from '../../test/area';
import {
  academicYears,
  classFixtures,
  enrollmentFixtures,
  freezeMoment,
  semesterFixtures,
  settingsFixture,
  studentFixtures,
  subjectFixtures,
} from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { maths, music } = subjectFixtures;
const { tenA } = classFixtures;

describe("Enrolments default to the institute's today", () => {
  // 01:30 on 15 January in Pune, still 14 January in UTC (and in Los Angeles).
  beforeEach(() => freezeMoment(new Date('2026-01-14T20:00:00Z')));
  afterEach(() => jest.useRealTimers());

  it("offers the institute's today as the day to enrol and to drop from, not this device's", async () => {
    const user = userEvent.setup();
    adminGateway({
      'GET /admin/settings': ok({ settings: { ...settingsFixture, timeZone: 'Asia/Kolkata' } }),
      'GET /admin/academic-years': ok({ academicYears }),
      'GET /admin/classes': ok({ classes: [tenA] }),
      [`GET /admin/subjects?semesterId=${semesterFixtures.spring2026.id}`]: ok({ subjects: [maths, music] }),
      [`GET /admin/enrollments?subjectId=${music.id}`]: ok({ enrollments: [enrollmentFixtures.ashaInMusic] }),
      [`GET /admin/students?classId=${tenA.id}`]: ok({ students: Object.values(studentFixtures) }),
    });
    renderAdmin('/admin/subject');
    await user.click(await screen.findByRole('button', { name: 'Enrolments in Music' }));
    const panel = screen.getByRole('region', { name: 'Enrolments in Music' });
    await within(panel).findByRole('table', { name: 'Students enrolled in Music' });

    await user.click(within(panel).getByRole('button', { name: 'Enrol students' }));
    const enrol = screen.getByRole('dialog', { name: 'Enrol students in Music' });
    await waitFor(() => expect(within(enrol).getByLabelText('Enrolled from')).toHaveValue('2026-01-15'));
    await user.click(within(enrol).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Drop students' }));
    const dropMany = screen.getByRole('dialog', { name: 'Drop students from Music' });
    expect(within(dropMany).getByLabelText('Dropped from')).toHaveValue('2026-01-15');
    await user.click(within(dropMany).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Drop Asha Verma' }));
    const drop = screen.getByRole('dialog', { name: 'Drop Asha Verma from Music' });
    expect(within(drop).getByLabelText('Dropped on')).toHaveValue('2026-01-15');
  });
});
