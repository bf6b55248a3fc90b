import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Route } from '@rollcall/api-client/testing';
import { attendanceReport } from '@rollcall/attendance-ui/testing';
import type { Permission } from '@rollcall/contracts';
import { addressBar, chooseOption } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { academicYears, classFixtures, semesterFixtures, studentFixtures, subjectFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';
import { attendanceViewTexts } from '@rollcall/attendance-ui';

const english = attendanceViewTexts.english;

// The first test walks the menu to the report and runs axe over it: seconds on a busy machine.
jest.setTimeout(20_000);

const REPORT = 'GET /admin/reports/attendance';
const { autumn2026 } = semesterFixtures;
const { tenA } = classFixtures;
const { asha } = studentFixtures;

function open(at: string, routes: Record<string, Route> = {}, permissions?: readonly Permission[]) {
  const gateway = adminGateway(
    {
      'GET /admin/academic-years': ok({ academicYears }),
      'GET /admin/classes': ok({ classes: Object.values(classFixtures) }),
      'GET /admin/subjects': ok({ subjects: [] }),
      [`GET /admin/subjects?semesterId=${autumn2026.id}`]: ok({ subjects: [] }),
      [`GET /admin/subjects?semesterId=${autumn2026.id}&classId=${tenA.id}`]: ok({ subjects: [subjectFixtures.maths] }),
      'GET /admin/students': ok({ students: Object.values(studentFixtures) }),
      [`GET /admin/students?classId=${tenA.id}`]: ok({ students: [asha] }),
      [REPORT]: ok(attendanceReport()),
      ...routes,
    },
    permissions,
  );
  renderAdmin(at);
  return gateway;
}

describe('Reports', () => {
  it('the side menu opens the report of the semester the server chooses, with downloads for an admin who may export', async () => {
    const user = userEvent.setup();
    const gateway = open('/admin/dashboard');
    await waitFor(() => expect(gateway.callsTo('GET /admin/me')).not.toHaveLength(0));
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('complementary', { name: 'Admin menu' })).getByRole('button', { name: 'Reports' }));
    expect(addressBar()).toHaveTextContent(/^\/admin\/reports$/);
    expect(await screen.findByRole('heading', { level: 1, name: english('report.title') })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /^Semester 1 · / })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2026–27 – Semester 1'));
    expect(await screen.findByRole('button', { name: english('report.downloadCsv') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: english('report.downloadPdf') })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('hides the downloads from an admin without Export reports', async () => {
    const gateway = open('/admin/reports', {}, ['view_reports']);
    await screen.findByRole('table');
    await waitFor(() => expect(gateway.callsTo('GET /admin/me')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: english('report.downloadCsv') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: english('report.downloadPdf') })).not.toBeInTheDocument();
  });

  it("offers the chosen class's subjects and students, and opens filtered from a link", async () => {
    const user = userEvent.setup();
    const ofAsha = `${REPORT}?studentId=${asha.id}`;
    const ofClass = `${REPORT}?classId=${tenA.id}`;
    const gateway = open(`/admin/reports?studentId=${asha.id}`, {
      [ofAsha]: ok(attendanceReport()),
      [ofClass]: ok(attendanceReport()),
      [`${ofClass}&subjectId=${subjectFixtures.maths.id}`]: ok(attendanceReport()),
    });
    await screen.findByRole('table');
    expect(gateway.callsTo(ofAsha)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Student' })).toHaveTextContent('10A-10 Asha Verma'));
    await chooseOption(user, 'Class', 'Class 10 A');
    expect(addressBar()).toHaveTextContent(`/admin/reports?classId=${tenA.id}`);
    await waitFor(() => expect(gateway.callsTo(ofClass)).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All subjects',
      'MA101 Mathematics · Class 10 A · Semester 2',
    ]);
  });
});
