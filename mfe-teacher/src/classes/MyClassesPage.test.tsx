import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fixtureId, type Route } from '@rollcall/api-client/testing';
import type { TeacherSubject } from '@rollcall/contracts';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { checkLoadingThenRetry } from '../../test/listStates';
import { renderTeacher, teacherGateway } from '../../test/area';
import { rosterAnswer, rosterOf, rosterPath, subjectFixtures, subjectsAnswer, todayAnswer } from '../../test/fixtures';

const { maths, physics } = subjectFixtures;
const gatewayFor = (routes: Record<string, Route> = {}) =>
  teacherGateway({
    'GET /teacher/today': todayAnswer(),
    'GET /teacher/subjects': subjectsAnswer(),
    [rosterPath(maths.id)]: rosterAnswer(rosterOf(3)),
    ...routes,
  });
const subjectLinks = () => within(screen.getByRole('list', { name: 'Subjects' })).getAllByRole('link');

describe('My classes', () => {
  it('lists my subjects with their class, semester and students', async () => {
    gatewayFor();
    renderTeacher('/teacher/classes');
    await screen.findByRole('list', { name: 'Subjects' });
    expect(subjectLinks().map((link) => link.textContent)).toEqual([
      'Mathematics (MA101)Class 10 A · Semester 1 · 60 students',
      'Physics (PH101)Class 10 B · Semester 1 · 3 students',
      'Chemistry (CH090)Class 10 A · Semester 2 (2025–26) · 1 student',
    ]);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('searches many subjects by name, code or class', async () => {
    const many: TeacherSubject[] = Array.from({ length: 8 }, (_, index) => ({
      ...physics,
      id: fixtureId('e0000002', index + 1),
      name: `Elective ${index + 1}`,
      code: `EL10${index + 1}`,
    }));
    gatewayFor({ 'GET /teacher/subjects': subjectsAnswer([maths, ...many]) });
    renderTeacher('/teacher/classes');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search subjects' }), 'ma101');
    expect(subjectLinks().map((link) => link.textContent)).toEqual(['Mathematics (MA101)Class 10 A · Semester 1 · 60 students']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search subjects' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'history');
    expect(screen.getByText('No subjects found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(subjectLinks()).toHaveLength(9);
  });

  it('says so when I teach no subject', async () => {
    gatewayFor({ 'GET /teacher/subjects': subjectsAnswer([]) });
    renderTeacher('/teacher/classes');
    expect(await screen.findByText('You teach no subjects yet')).toBeInTheDocument();
  });

  it('shows my subjects loading, and a failure with Retry', () =>
    checkLoadingThenRetry({
      gatewayFor,
      call: 'GET /teacher/subjects',
      answer: subjectsAnswer(),
      at: '/teacher/classes',
      noun: 'your subjects',
      loaded: () => screen.findByRole('list', { name: 'Subjects' }),
    }));

  it("opens a subject's roster today, by roll number", async () => {
    gatewayFor();
    renderTeacher('/teacher/classes');
    await screen.findByRole('list', { name: 'Subjects' });
    await userEvent.click(screen.getByRole('link', { name: /Mathematics/ }));
    expect(addressBar()).toHaveTextContent(`/teacher/classes/${maths.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics (MA101)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students on Monday 23 November' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['10A-01Asha Verma', '10A-02Ravi Kumar', '10A-03Zoya Khan']);
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent(/^\/teacher\/classes$/);
  });

  it('says so when nobody is enrolled, and shows a roster failure with Retry', async () => {
    const gateway = gatewayFor({ [rosterPath(physics.id)]: rosterAnswer([]) });
    const { unmount } = renderTeacher(`/teacher/classes/${physics.id}`);
    expect(await screen.findByText('No students are enrolled in this subject on this date')).toBeInTheDocument();
    unmount();
    gateway.set({ [rosterPath(physics.id)]: failure(503, 'Service temporarily unavailable, please try again') });
    renderTeacher(`/teacher/classes/${physics.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the roster: Service temporarily unavailable');
    gateway.set({ [rosterPath(physics.id)]: rosterAnswer(rosterOf(1)) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: '10A-01' })).toBeInTheDocument();
  });
});
