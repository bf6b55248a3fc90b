import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkLoadingThenRetry, failure, ok } from '@rollcall/api-client/testing';
import { chooseOption, offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderStudent, studentGateway } from '../../test/area';
import { checkSemesterSwitch, dayByDay, overall } from '../../test/overview';
import {
  attendanceOf,
  attendanceWithCalendar,
  evenSemesterAttendance,
  semesterFixtures,
  subjectFixtures,
} from '../../test/fixtures';

const ATTENDANCE = 'GET /student/attendance';
const gatewayFor = (answer = attendanceOf()) => studentGateway({ [ATTENDANCE]: ok({ ...answer }) });
const card = (name: string) => screen.getByRole('article', { name });
const dayHeadings = () =>
  within(dayByDay())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const rowsOf = (day: string) =>
  within(screen.getByRole('region', { name: day }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

// Axe over the whole page (subjects, leave form, day by day) takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(20_000);

afterEach(offThePhone);

describe('My attendance', () => {
  it('shows the overall figure against the threshold and how many subjects are below it', async () => {
    gatewayFor();
    renderStudent('/student');
    expect(await screen.findByRole('heading', { level: 1, name: 'My attendance' })).toBeInTheDocument();
    expect(screen.getByText('B.Sc. CS Year 2 - A · Roll number 23')).toBeInTheDocument();
    const summary = await overall();
    expect(summary).toHaveTextContent('63.3%');
    expect(summary).toHaveTextContent('19 of 30 lectures attended');
    expect(summary).toHaveTextContent('Required: 75%');
    expect(summary).toHaveTextContent('Below the requirement in 2 subjects');
    expect(within(summary).getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Odd semester 2025');
  });

  it('shows each subject against the threshold, the dropped elective last', async () => {
    gatewayFor();
    renderStudent('/student');
    const subjects = await screen.findByRole('region', { name: 'Subjects' });
    expect(
      within(subjects)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mathematics', 'Physics', 'Chemistry', 'French']);
    expect(card('Mathematics')).toHaveTextContent('MA101');
    expect(card('Mathematics')).toHaveTextContent('90%');
    expect(card('Mathematics')).toHaveTextContent('9 of 10 lectures attended');
    expect(card('Mathematics')).toHaveTextContent('You can miss 4 more lectures');
    expect(card('Mathematics')).toHaveTextContent('12 lectures left this semester');
    expect(card('Physics')).toHaveTextContent('66.7%');
    expect(card('Physics')).toHaveTextContent('Attend the next 3 lectures to reach 75%');
    expect(card('Chemistry')).toHaveTextContent('75% can no longer be reached this semester');
    expect(card('Chemistry')).toHaveTextContent('4 lectures left this semester');
    const french = card('French');
    expect(french).toHaveTextContent('Elective');
    expect(french).toHaveTextContent('2 of 3 lectures attended');
    expect(french).toHaveTextContent('Dropped on Wednesday, 15 October 2025');
    expect(french).not.toHaveTextContent('left this semester');
  });

  it('gives each subject its status for the exam in words, as the server judged it', async () => {
    gatewayFor();
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Subjects' });
    expect(card('Mathematics')).toHaveTextContent('Eligible');
    expect(card('Physics')).toHaveTextContent('Needs condonation');
    expect(card('Chemistry')).toHaveTextContent('Short');
    for (const status of ['Eligible', 'Needs condonation', 'Short']) expect(card('French')).not.toHaveTextContent(status);
  });

  it('says how many more lectures can be missed, the most that can be reached, and no "on track" besides', async () => {
    gatewayFor();
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Subjects' });
    expect(card('Mathematics')).toHaveTextContent('You can miss 4 more lectures');
    expect(card('Mathematics')).toHaveTextContent('At most 95.5% by the end of the semester');
    expect(card('Mathematics')).not.toHaveTextContent('On track');
    expect(card('Physics')).toHaveTextContent('You can miss 2 more lectures');
    expect(card('Physics')).toHaveTextContent('At most 85.7% by the end of the semester');
    expect(card('Chemistry')).toHaveTextContent('At most 50% by the end of the semester');
    expect(card('Chemistry')).not.toHaveTextContent('You can miss');
    expect(card('French')).not.toHaveTextContent('At most');
  });

  it('asks to attend every remaining lecture when none can be missed, once, without the lectures needed besides', async () => {
    const { physics } = subjectFixtures;
    const allLeft = { ...physics, lecturesNeeded: 6, lecturesLeft: 6, canMiss: 0, maxReachable: 80 };
    gatewayFor(
      attendanceOf({
        subjects: [allLeft, { ...physics, subjectId: subjectFixtures.french.subjectId, name: 'Biology', canMiss: 1 }],
      }),
    );
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Subjects' });
    expect(card('Physics')).toHaveTextContent('Attend all 6 remaining lectures to reach 75%');
    expect(card('Physics')).not.toHaveTextContent('Attend the next');
    expect(card('Physics')).not.toHaveTextContent('You can miss');
    expect(card('Biology')).toHaveTextContent('You can miss 1 more lecture');
    expect(card('Biology')).toHaveTextContent('Attend the next 3 lectures to reach 75%');
  });

  it('counts the condoned lectures when the office has condoned some', async () => {
    const condoned = { ...subjectFixtures.physics, condoned: 2, percentage: 75, status: 'eligible' as const };
    gatewayFor(attendanceOf({ subjects: [condoned, { ...subjectFixtures.chemistry, condoned: 0.5 }] }));
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Subjects' });
    expect(card('Physics')).toHaveTextContent('Counted with 2 lectures condoned');
    expect(card('Physics')).toHaveTextContent('Eligible');
    expect(card('Chemistry')).toHaveTextContent('Counted with 0.5 lectures condoned');
  });

  it('lists the lectures of the latest month by day, newest first, each with its period, subject and mark', async () => {
    gatewayFor();
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    expect(within(dayByDay()).getByText('November 2025')).toBeInTheDocument();
    expect(dayHeadings()).toEqual([
      'Wednesday, 19 November 2025',
      'Monday, 17 November 2025',
      'Wednesday, 12 November 2025',
      'Monday, 10 November 2025',
      'Friday, 7 November 2025',
      'Wednesday, 5 November 2025',
      'Monday, 3 November 2025',
    ]);
    expect(rowsOf('Friday, 7 November 2025')).toEqual(['Period 1 · Mathematics—Present', 'Period 3 · Chemistry—Present']);
    expect(rowsOf('Monday, 3 November 2025')).toEqual(['Period 1 · Physics—Absent', 'Period 2 · Chemistry—Absent']);
  });

  it('moves between the months of the semester, and no further', async () => {
    gatewayFor();
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    const month = (name: string) => within(dayByDay()).getByRole('button', { name });
    expect(month('Next month')).toBeDisabled();
    await userEvent.click(month('Previous month'));
    expect(within(dayByDay()).getByText('October 2025')).toBeInTheDocument();
    expect(dayHeadings()[0]).toBe('Monday, 27 October 2025');
    expect(rowsOf('Monday, 6 October 2025')).toEqual([
      'Period 1 · Mathematics—Present',
      'Period 2 · Physics—Present',
      'Period 3 · French—Present',
    ]);
    await userEvent.click(month('Previous month'));
    expect(within(dayByDay()).getByText('September 2025')).toBeInTheDocument();
    expect(within(dayByDay()).getByText('No lectures marked in this month.')).toBeInTheDocument();
    for (const name of ['August 2025', 'July 2025']) {
      await userEvent.click(month('Previous month'));
      expect(within(dayByDay()).getByText(name)).toBeInTheDocument();
    }
    expect(month('Previous month')).toBeDisabled();
    await userEvent.click(month('Next month'));
    expect(within(dayByDay()).getByText('August 2025')).toBeInTheDocument();
  });

  it("filters the day by day list to one subject, from the filter or from the subject's card", async () => {
    gatewayFor();
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    await chooseOption(userEvent.setup(), 'Subject', 'Chemistry', dayByDay());
    expect(dayHeadings()).toEqual([
      'Monday, 17 November 2025',
      'Monday, 10 November 2025',
      'Friday, 7 November 2025',
      'Monday, 3 November 2025',
    ]);
    expect(rowsOf('Friday, 7 November 2025')).toEqual(['Period 3 · Chemistry—Present']);

    await userEvent.click(within(card('Physics')).getByRole('button', { name: 'Show lectures of Physics' }));
    expect(within(dayByDay()).getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Physics');
    expect(screen.getByRole('heading', { level: 2, name: 'Day by day' })).toHaveFocus();
    expect(rowsOf('Wednesday, 19 November 2025')).toEqual(['Period 1 · Physics—Present']);
    expect(dayHeadings()).toHaveLength(5);

    await chooseOption(userEvent.setup(), 'Subject', 'All subjects', dayByDay());
    expect(dayHeadings()).toHaveLength(7);
  });

  it('shows the holidays and exam days among the days of each month, one still to come included', async () => {
    gatewayFor(attendanceWithCalendar());
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    const month = (name: string) => within(dayByDay()).getByRole('button', { name });
    expect(dayHeadings().slice(0, 2)).toEqual(['Monday, 24 November 2025', 'Wednesday, 19 November 2025']);
    expect(rowsOf('Monday, 24 November 2025')).toEqual(['Holiday: Founders’ Day']);
    await userEvent.click(month('Previous month'));
    expect(dayHeadings().slice(0, 3)).toEqual([
      'Monday, 27 October 2025',
      'Tuesday, 21 October 2025 to Thursday, 23 October 2025',
      'Monday, 20 October 2025',
    ]);
    expect(rowsOf('Tuesday, 21 October 2025 to Thursday, 23 October 2025')).toEqual(['Holiday: Diwali']);
    await userEvent.click(month('Previous month'));
    expect(dayHeadings()).toEqual(['Monday, 15 September 2025 to Friday, 19 September 2025']);
    expect(rowsOf('Monday, 15 September 2025 to Friday, 19 September 2025')).toEqual(['Exams: Mid-semester examinations']);
    expect(within(dayByDay()).queryByText('No lectures marked in this month.')).not.toBeInTheDocument();
  });

  it('keeps the holidays in the list when it shows one subject', async () => {
    gatewayFor(attendanceWithCalendar());
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    await chooseOption(userEvent.setup(), 'Subject', 'Chemistry', dayByDay());
    expect(dayHeadings()).toEqual([
      'Monday, 24 November 2025',
      'Monday, 17 November 2025',
      'Monday, 10 November 2025',
      'Friday, 7 November 2025',
      'Monday, 3 November 2025',
    ]);
  });

  it('shows the coming holidays before any lecture is marked', async () => {
    const fresh = { ...subjectFixtures.maths, present: 0, total: 0, percentage: null, lecturesNeeded: 0 };
    gatewayFor({ ...attendanceWithCalendar(), subjects: [fresh], lectures: [] });
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    expect(dayByDay()).toHaveTextContent('No lectures have been marked for you this semester yet.');
    expect(dayHeadings()).toEqual(['Monday, 24 November 2025']);
    expect(rowsOf('Monday, 24 November 2025')).toEqual(['Holiday: Founders’ Day']);
  });

  it('says that lectures left and needed count only the days the school will hold', async () => {
    gatewayFor();
    renderStudent('/student');
    expect(await screen.findByRole('region', { name: 'Subjects' })).toHaveTextContent(
      'Lectures left and lectures needed count only the days the school will hold: holidays and exam days are left out.',
    );
  });

  it('switches semester, asking for it by id and keeping it in the address', async () => {
    const gateway = gatewayFor();
    renderStudent('/student');
    await checkSemesterSwitch(gateway, ATTENDANCE, '/student');
    expect(await overall()).toHaveTextContent('On track');
  });

  it('opens the semester the address names', async () => {
    const gateway = studentGateway({
      [`${ATTENDANCE}?semesterId=${semesterFixtures.even.id}`]: ok({ ...evenSemesterAttendance }),
    });
    renderStudent(`/student?semesterId=${semesterFixtures.even.id}`);
    expect(await screen.findByRole('combobox', { name: 'Semester' })).toHaveTextContent('Even semester 2025');
    expect(gateway.callsTo(ATTENDANCE)).toHaveLength(0);
  });

  it('offers no semester picker with only one semester, and names the semester instead', async () => {
    gatewayFor(attendanceOf({ semesters: [semesterFixtures.odd] }));
    renderStudent('/student');
    const summary = await overall();
    expect(within(summary).queryByRole('combobox')).not.toBeInTheDocument();
    expect(summary).toHaveTextContent('Odd semester 2025');
  });

  it('says so when no lecture has been marked this semester yet', async () => {
    const fresh = { ...subjectFixtures.maths, present: 0, total: 0, percentage: null, lecturesNeeded: 0 };
    gatewayFor(attendanceOf({ overall: { present: 0, total: 0, percentage: null }, subjects: [fresh], lectures: [] }));
    renderStudent('/student');
    const summary = await overall();
    expect(summary).toHaveTextContent('No lectures marked yet');
    expect(summary).toHaveTextContent('0 of 0 lectures attended');
    expect(card('Mathematics')).toHaveTextContent('No lectures marked yet');
    expect(dayByDay()).toHaveTextContent('No lectures have been marked for you this semester yet.');
    expect(within(dayByDay()).queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
  });

  it('says calmly that no semester is set up yet', async () => {
    studentGateway({ [ATTENDANCE]: failure(404, 'No semester has been set up yet') });
    renderStudent('/student');
    expect(await screen.findByText('No semester has been set up yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says it is loading, then why it failed, and Retry loads it', async () => {
    await checkLoadingThenRetry({
      gatewayFor: studentGateway,
      call: ATTENDANCE,
      answer: ok({ ...attendanceOf() }),
      render: () => renderStudent('/student'),
      noun: 'attendance',
      loaded: async () => expect(await overall()).toHaveTextContent('63.3%'),
    });
  });

  it('fits a phone: every figure and control is there, one after another', async () => {
    onAPhone();
    gatewayFor();
    renderStudent('/student');
    expect(await overall()).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(dayByDay()).getByRole('button', { name: 'Previous month' })).toBeEnabled();
  });

  it('shows the holidays on a phone without a serious accessibility violation', async () => {
    onAPhone();
    gatewayFor(attendanceWithCalendar());
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    expect(rowsOf('Monday, 24 November 2025')).toEqual(['Holiday: Founders’ Day']);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violation', async () => {
    gatewayFor();
    renderStudent('/student');
    await screen.findByRole('region', { name: 'Day by day' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
