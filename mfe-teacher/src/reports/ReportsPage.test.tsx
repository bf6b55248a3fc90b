import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Route } from '@rollcall/api-client/testing';
import { attendanceReport, reportSubjects } from '@rollcall/attendance-ui/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderTeacher, teacherGateway } from '../../test/area';
import { rosterAnswer, rosterOf, rosterPath, subjectFixtures, subjectsAnswer, todayAnswer } from '../../test/fixtures';
import { attendanceViewTexts } from '@rollcall/attendance-ui';

const english = attendanceViewTexts.english;

const REPORT = 'GET /teacher/reports/attendance';
const { maths } = subjectFixtures;
const ofMaths = `${REPORT}?semesterId=${maths.semesterId}&subjectId=${maths.id}`;
const mathsFilter = { ...attendanceReport().filter, subject: reportSubjects.maths };

const gatewayFor = (routes: Record<string, Route> = {}) =>
  teacherGateway({
    'GET /teacher/today': todayAnswer(),
    'GET /teacher/subjects': subjectsAnswer(),
    [rosterPath(maths.id)]: rosterAnswer(rosterOf(3)),
    [REPORT]: ok(attendanceReport()),
    [ofMaths]: ok(attendanceReport({ filter: mathsFilter })),
    ...routes,
  });

const options = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  // The list that opened: the top bar's language list has options of its own.
  const shown = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return shown;
};

describe('My classes → Reports', () => {
  it("opens from My classes on the server's semester, offering only my semesters, classes and subjects", async () => {
    const user = userEvent.setup();
    const gateway = gatewayFor();
    renderTeacher('/teacher/classes');
    await user.click(await screen.findByRole('button', { name: english('report.title') }));
    expect(addressBar()).toHaveTextContent(/^\/teacher\/classes\/reports$/);
    expect(await screen.findByRole('heading', { level: 1, name: english('report.title') })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /^Semester 1 · / })).toBeInTheDocument();
    expect(gateway.callsTo(REPORT)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Semester 1'));
    expect(await options(user, 'Semester')).toEqual(['Semester 1', 'Semester 2 (2025–26)']);
    expect(await options(user, 'Class')).toEqual(['All classes', 'Class 10 A', 'Class 10 B']);
    expect(await options(user, 'Subject')).toEqual([
      'All subjects',
      'MA101 Mathematics · Class 10 A · Semester 1',
      'PH101 Physics · Class 10 B · Semester 1',
    ]);
    expect(await options(user, 'Student')).toEqual([
      'All students',
      'R-001 Anil Kumar · Class 10 A',
      'R-002 Bina Das · Class 10 A',
      'R-003 Asha Rao · Class 10 A',
    ]);
    expect(screen.getByRole('button', { name: english('report.downloadCsv') })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent(/^\/teacher\/classes$/);
  });

  it("a subject's roster opens its report with the subject chosen", async () => {
    const user = userEvent.setup();
    const gateway = gatewayFor();
    renderTeacher(`/teacher/classes/${maths.id}`);
    await user.click(await screen.findByRole('button', { name: english('report.ofThisSubject') }));
    expect(addressBar()).toHaveTextContent(`/teacher/classes/reports?semesterId=${maths.semesterId}&subjectId=${maths.id}`);
    expect(await screen.findByRole('table', { name: /Mathematics \(MA101\), Class 10 A/ })).toBeInTheDocument();
    expect(gateway.callsTo(ofMaths)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('MA101 Mathematics'));
  });
});
