import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, type Route } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import type { SubmitLectureInput } from '@rollcall/contracts';
import { createRegisterQueue } from '../offline/registerQueue';
import { checkLoadingThenRetry } from '../../test/listStates';
import { renderTeacher, signedInTeacher, teacherGateway } from '../../test/area';
import {
  absenceStreaksOf,
  calendarFixtures,
  coverLecture,
  lectureFixtures,
  subjectFixtures,
  TODAY,
  todayAnswer,
} from '../../test/fixtures';

const { mathsNotTaken, physicsTaken } = lectureFixtures;
const gatewayFor = (routes: Record<string, Route> = {}) => teacherGateway({ 'GET /teacher/today': todayAnswer(), ...routes });
const card = (name: string) => screen.findByRole('article', { name });

/** A register left on this device by an earlier visit that found no connection. */
function leftOffline(
  subjectId: string,
  period: number,
  label = { subjectName: 'Physics', subjectCode: 'PH101', className: 'Class 10 B' },
) {
  const submission: SubmitLectureInput = { id: crypto.randomUUID(), subjectId, heldOn: TODAY, period, marks: [] };
  createRegisterQueue(signedInTeacher.user.id, localStorage, jest.fn()).add({ submission, label, absentees: [] });
  return submission;
}

beforeEach(() => localStorage.clear());

describe('Today', () => {
  it('writes the day out and shows each lecture with its period, times, subject, class and state', async () => {
    gatewayFor();
    renderTeacher('/teacher');
    expect(await screen.findByText('Monday 23 November')).toBeInTheDocument();
    const maths = await card('Mathematics (MA101)');
    expect(maths).toHaveTextContent('Period 1 · 09:00–09:50 · Class 10 A');
    expect(maths).toHaveTextContent('Not taken');
    const physics = await card('Physics (PH101)');
    expect(physics).toHaveTextContent('Period 3 · 11:00–11:50 · Class 10 B');
    expect(physics).toHaveTextContent('Taken: 52 of 60 present');
    expect(within(physics).queryByRole('button', { name: 'Take attendance' })).not.toBeInTheDocument();
    await userEvent.click(within(maths).getByRole('button', { name: 'Take attendance' }));
    expect(addressBar()).toHaveTextContent(`/teacher/take/${mathsNotTaken.subjectId}/${TODAY}/1`);
  });

  it('shows a register waiting on this device as Waiting for connection, an extra lecture included', async () => {
    leftOffline(mathsNotTaken.subjectId, 1);
    leftOffline(subjectFixtures.physics.id, 6);
    gatewayFor({ 'POST /teacher/lectures': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderTeacher('/teacher');
    const maths = await card('Mathematics (MA101)');
    expect(maths).toHaveTextContent('Waiting for connection');
    expect(within(maths).queryByRole('button', { name: 'Take attendance' })).not.toBeInTheDocument();
    const lectures = within(screen.getByRole('list', { name: 'Lectures today' })).getAllByRole('article');
    expect(lectures.map((lecture) => lecture.getAttribute('aria-label'))).toEqual([
      'Mathematics (MA101)',
      'Physics (PH101)',
      'Physics (PH101)',
    ]);
    expect(lectures[2]).toHaveTextContent('Period 6 · Extra lecture · Class 10 B');
    expect(lectures[2]).toHaveTextContent('Waiting for connection');
  });

  it('sends waiting registers when the area opens, and shows them taken once saved', async () => {
    const waiting = leftOffline(mathsNotTaken.subjectId, 1);
    const post = heldReply();
    const gateway = gatewayFor({ 'POST /teacher/lectures': post.route });
    renderTeacher('/teacher');
    expect(await card('Mathematics (MA101)')).toHaveTextContent('Waiting for connection');
    gateway.set({
      'GET /teacher/today': todayAnswer([{ ...mathsNotTaken, lectureId: waiting.id, present: 58, absent: 2 }, physicsTaken]),
    });
    await act(async () =>
      post.release({ status: 200, body: { success: true, lecture: { id: waiting.id, present: 58, absent: 2 } } }),
    );
    expect(await screen.findByText('Taken: 58 of 60 present')).toBeInTheDocument();
    expect(gateway.callsTo('POST /teacher/lectures').map((call) => (call.body as { id: string }).id)).toEqual([waiting.id]);
    expect(localStorage.length).toBe(0);
  });

  it('says so when there is no lecture today', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([]) });
    renderTeacher('/teacher');
    expect(await screen.findByText('No lectures on your timetable today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start an extra lecture' })).toBeInTheDocument();
  });

  it('names the holiday that leaves no lecture today, and still offers an extra lecture for a make-up class', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([], calendarFixtures.diwali) });
    renderTeacher('/teacher');
    expect(await screen.findByText('Holiday: Diwali')).toBeInTheDocument();
    expect(screen.getByText(/A make-up class can still be held as an extra lecture/)).toBeInTheDocument();
    expect(screen.queryByText('No lectures on your timetable today')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start an extra lecture' }));
    expect(addressBar()).toHaveTextContent('/teacher/extra');
  });

  it('names the exams that leave no lecture today', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([], calendarFixtures.midTerms) });
    renderTeacher('/teacher');
    expect(await screen.findByText('Exams: Mid-term examinations')).toBeInTheDocument();
    expect(screen.queryByText('No lectures on your timetable today')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start an extra lecture' })).toBeInTheDocument();
  });

  it('names the holiday above the lectures still held today (an extra lecture taken as a make-up class)', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([lectureFixtures.physicsTaken], calendarFixtures.diwali) });
    renderTeacher('/teacher');
    const line = await screen.findByText('Holiday: Diwali');
    const list = screen.getByRole('list', { name: 'Lectures today' });
    expect(line.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(1);
  });

  it("says above the lectures that the day follows another weekday's timetable", async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer(undefined, calendarFixtures.makeUpSaturday) });
    renderTeacher('/teacher');
    const line = await screen.findByText("Today follows another weekday's timetable: Make-up day for Diwali");
    const list = screen.getByRole('list', { name: 'Lectures today' });
    expect(line.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('labels a lecture taken as cover in words and in its name, and its register opens as any other', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([mathsNotTaken, coverLecture]) });
    renderTeacher('/teacher');
    const cover = await card('Chemistry (CH091), Cover');
    expect(within(cover).getByText('Cover')).toBeVisible();
    expect(cover).toHaveTextContent('Taken as cover for another teacher today');
    expect(cover).toHaveTextContent('Period 2 · 10:00–10:50 · Class 9 C');
    expect(await card('Mathematics (MA101)')).not.toHaveTextContent('Cover');
    await userEvent.click(within(cover).getByRole('button', { name: 'Take attendance' }));
    expect(addressBar()).toHaveTextContent(`/teacher/take/${coverLecture.subjectId}/${TODAY}/2`);
  });

  it('shows the lectures loading, and a failure with Retry', () =>
    checkLoadingThenRetry({
      gatewayFor,
      call: 'GET /teacher/today',
      answer: todayAnswer(),
      at: '/teacher',
      noun: 'your lectures',
      loaded: () => card('Physics (PH101)'),
    }));

  it('shows no absence notice while no student of the class is absent days in a row', async () => {
    gatewayFor();
    renderTeacher('/teacher');
    await card('Mathematics (MA101)');
    expect(screen.queryByRole('region', { name: 'Absent several days in a row' })).not.toBeInTheDocument();
  });

  it('tells the class teacher, above the lectures, who is absent days in a row and since when', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer(undefined, null, absenceStreaksOf(1)) });
    renderTeacher('/teacher');
    const notice = await screen.findByRole('region', { name: 'Absent several days in a row' });
    const students = within(notice).getAllByRole('listitem');
    expect(students.map((student) => student.textContent)).toEqual([
      'Asha Verma · 10A-01 · Class 10 A absent 3 school days in a row since Thu 19 Nov',
    ]);
    expect(notice.compareDocumentPosition(screen.getByRole('list', { name: 'Lectures today' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists three students at first, and all of them on Show all', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer(undefined, null, absenceStreaksOf(5)) });
    renderTeacher('/teacher');
    const notice = await screen.findByRole('region', { name: 'Absent several days in a row' });
    expect(within(notice).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(notice).getByRole('button', { name: 'Show all 5' }));
    const students = within(notice).getAllByRole('listitem');
    expect(students).toHaveLength(5);
    expect(students[4]).toHaveTextContent('Isha Nair · 10A-05 · Class 10 A absent 7 school days in a row since Thu 19 Nov');
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no serious accessibility violation with the absence notice', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer(undefined, null, absenceStreaksOf(4)) });
    renderTeacher('/teacher');
    await screen.findByRole('region', { name: 'Absent several days in a row' });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violation on a holiday', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([], calendarFixtures.diwali) });
    renderTeacher('/teacher');
    await screen.findByText('Holiday: Diwali');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violation on a follows day with a cover lecture', async () => {
    gatewayFor({ 'GET /teacher/today': todayAnswer([coverLecture], calendarFixtures.makeUpSaturday) });
    renderTeacher('/teacher');
    await card('Chemistry (CH091), Cover');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violation', async () => {
    leftOffline(subjectFixtures.physics.id, 6);
    gatewayFor({ 'POST /teacher/lectures': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderTeacher('/teacher');
    await card('Mathematics (MA101)');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
