import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, type Route } from '@rollcall/api-client/testing';
import { addressBar, chooseOption } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { checkLoadingThenRetry } from '../../test/listStates';
import { renderTeacher, teacherGateway } from '../../test/area';
import { rosterAnswer, rosterOf, rosterPath, subjectFixtures, subjectsAnswer, TODAY, todayAnswer } from '../../test/fixtures';

const { maths } = subjectFixtures;
const gatewayFor = (routes: Record<string, Route> = {}) =>
  teacherGateway({
    'GET /teacher/today': todayAnswer(),
    'GET /teacher/subjects': subjectsAnswer(),
    [rosterPath(maths.id)]: rosterAnswer(rosterOf(3), [1, 2]),
    ...routes,
  });
const options = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  // The list that opened: the top bar's language list has options of its own.
  const shown = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return shown;
};

describe('Start an extra lecture', () => {
  it('offers my subjects of the current semester and the periods still free, then takes attendance', async () => {
    gatewayFor();
    renderTeacher('/teacher');
    await userEvent.click(await screen.findByRole('button', { name: 'Start an extra lecture' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start an extra lecture' })).toBeInTheDocument();
    expect(await options('Subject')).toEqual(['Mathematics (MA101) · Class 10 A', 'Physics (PH101) · Class 10 B']);
    const user = userEvent.setup();
    await chooseOption(user, 'Subject', 'Mathematics (MA101) · Class 10 A');
    await screen.findByRole('combobox', { name: 'Period' });
    const periods = await options('Period');
    expect(periods.slice(0, 3)).toEqual(['Period 3', 'Period 4', 'Period 5']);
    expect(periods).not.toContain('Period 1');
    expect(await seriousAxeViolations()).toEqual([]);
    await chooseOption(user, 'Period', 'Period 4');
    await userEvent.click(screen.getByRole('button', { name: 'Take attendance' }));
    expect(addressBar()).toHaveTextContent(`/teacher/take/${maths.id}/${TODAY}/4`);
  });

  it('offers no period in which a student of the roster already has a lecture, and says why', async () => {
    gatewayFor({ [rosterPath(maths.id)]: rosterAnswer(rosterOf(3), [1], [1, 2, 5]) });
    renderTeacher('/teacher/extra');
    await screen.findByRole('combobox', { name: 'Subject' });
    const user = userEvent.setup();
    await chooseOption(user, 'Subject', 'Mathematics (MA101) · Class 10 A');
    expect(
      await screen.findByText('Periods 2 and 5 are not offered: some of these students already have a lecture then.'),
    ).toBeInTheDocument();
    const periods = await options('Period');
    expect(periods.slice(0, 3)).toEqual(['Period 3', 'Period 4', 'Period 6']);
    expect(periods).not.toContain('Period 1');
  });

  it('says so when I teach nothing this semester', async () => {
    gatewayFor({ 'GET /teacher/subjects': subjectsAnswer([subjectFixtures.oldChemistry]) });
    renderTeacher('/teacher/extra');
    expect(await screen.findByText('You teach no subject this semester')).toBeInTheDocument();
  });

  it("says why when today's lectures fail to load, rather than that I teach nothing", async () => {
    const gateway = gatewayFor({ 'GET /teacher/today': failure(503, 'Service temporarily unavailable, please try again') });
    renderTeacher('/teacher/extra');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your subjects: Service temporarily unavailable');
    expect(screen.queryByText('You teach no subject this semester')).not.toBeInTheDocument();
    gateway.set({ 'GET /teacher/today': todayAnswer() });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Subject' })).toBeInTheDocument();
  });

  it('shows my subjects loading, and a failure with Retry', () =>
    checkLoadingThenRetry({
      gatewayFor,
      call: 'GET /teacher/subjects',
      answer: subjectsAnswer(),
      at: '/teacher/extra',
      noun: 'your subjects',
      loaded: () => screen.findByRole('combobox', { name: 'Subject' }),
    }));
});
