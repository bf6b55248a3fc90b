import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, type Route } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import type { SubmitLectureInput } from '@rollcall/contracts';
import { createRegisterQueue } from '../offline/registerQueue';
import { renderTeacher, signedInTeacher, teacherGateway } from '../../test/area';
import { rosterAnswer, rosterOf, rosterPath, subjectFixtures, subjectsAnswer, TODAY, todayAnswer } from '../../test/fixtures';

const { maths } = subjectFixtures;
const TAKE = `/teacher/take/${maths.id}/${TODAY}/1`;
const POST = 'POST /teacher/lectures';
const students = rosterOf(5);
/** The register of period 1 asks for the roster of that period: a leave of some periods covers only those. */
const ROSTER = `${rosterPath(maths.id)}&period=1`;
const onLeave = (name: string) => students.map((one) => (one.name === name ? { ...one, onLeave: true } : one));

function gatewayFor(routes: Record<string, Route> = {}) {
  return teacherGateway({
    'GET /teacher/today': todayAnswer(),
    'GET /teacher/subjects': subjectsAnswer(),
    [ROSTER]: rosterAnswer(students),
    ...routes,
  });
}
const created =
  (present: number, absent: number): Route =>
  (request) => ({
    status: 201,
    body: { success: true, lecture: { id: (request.body as { id: string }).id, present, absent } },
  });
const register = () => screen.findByRole('list', { name: 'Register' });
const student = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const count = () => screen.getByText(/of 5 present/);
const save = () => screen.getByRole('button', { name: 'Save attendance' });

beforeEach(() => localStorage.clear());

describe('Take attendance', () => {
  it('shows every student by roll number, everyone Present at first, with the count', async () => {
    gatewayFor();
    renderTeacher(TAKE);
    const list = await register();
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '10A-01Asha VermaPresent',
      '10A-02Ravi KumarPresent',
      '10A-03Zoya KhanPresent',
      '10A-04Kabir ShahPresent',
      '10A-05Isha NairPresent',
    ]);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(count()).toHaveTextContent('5 of 5 present');
    expect(count()).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Mathematics \(MA101\) · Class 10 A · Period 1 · Monday 23 November/)).toBeInTheDocument();
  });

  it('toggles a student with a tap, saying Absent in words, and counts live', async () => {
    gatewayFor();
    renderTeacher(TAKE);
    await register();
    await userEvent.click(student('Ravi Kumar'));
    expect(student('Ravi Kumar')).toHaveAttribute('aria-pressed', 'false');
    expect(student('Ravi Kumar')).toHaveTextContent('Absent');
    expect(count()).toHaveTextContent('4 of 5 present');
    await userEvent.click(student('Ravi Kumar'));
    expect(student('Ravi Kumar')).toHaveTextContent('Present');
    expect(count()).toHaveTextContent('5 of 5 present');
  });

  it('asks for the roster of the lecture’s period, and again for another period', async () => {
    const gateway = gatewayFor();
    const first = renderTeacher(TAKE);
    await register();
    expect(gateway.callsTo(ROSTER)).toHaveLength(1);
    expect(gateway.callsTo(rosterPath(maths.id))).toHaveLength(0);
    expect(student('Zoya Khan')).not.toHaveTextContent('On leave');
    first.unmount();

    const third = `${rosterPath(maths.id)}&period=3`;
    gateway.set({ [third]: rosterAnswer(onLeave('Zoya Khan')) });
    renderTeacher(`/teacher/take/${maths.id}/${TODAY}/3`);
    await register();
    expect(gateway.callsTo(third)).toHaveLength(1);
    expect(student('Zoya Khan')).toHaveTextContent('On leave');
  });

  it('tags a student on leave "On leave" and starts them Absent; a tap still marks them Present, and Save sends that', async () => {
    const gateway = gatewayFor({ [ROSTER]: rosterAnswer(onLeave('Ravi Kumar')), [POST]: created(4, 1) });
    renderTeacher(TAKE);
    await register();
    expect(student('Ravi Kumar')).toHaveTextContent('Ravi KumarOn leaveAbsent');
    expect(student('Ravi Kumar')).toHaveAttribute('aria-pressed', 'false');
    expect(student('Asha Verma')).not.toHaveTextContent('On leave');
    expect(count()).toHaveTextContent('4 of 5 present');
    expect(screen.getByText(/a student on leave Absent/)).toBeInTheDocument();

    await userEvent.click(student('Ravi Kumar'));
    expect(student('Ravi Kumar')).toHaveAttribute('aria-pressed', 'true');
    expect(student('Ravi Kumar')).toHaveTextContent('On leavePresent');
    expect(count()).toHaveTextContent('5 of 5 present');
    await userEvent.click(student('Ravi Kumar'));
    await userEvent.click(student('Isha Nair'));
    await userEvent.click(student('Ravi Kumar'));
    await userEvent.click(save());
    await screen.findByRole('heading', { name: /^Saved/ });
    const marks = (gateway.callsTo(POST)[0]!.body as SubmitLectureInput).marks;
    expect(marks.filter((mark) => mark.status === 'absent').map((mark) => mark.studentId)).toEqual([students[4]!.id]);
  });

  it('keeps the leave of a roster loaded before the connection went, and queues the student Absent', async () => {
    const gateway = gatewayFor({ [ROSTER]: rosterAnswer(onLeave('Zoya Khan')) });
    renderTeacher(TAKE);
    await register();
    const offline: Route = () => Promise.reject(new TypeError('Failed to fetch'));
    gateway.set({ [ROSTER]: offline, [POST]: offline });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(gateway.callsTo(ROSTER)).toHaveLength(2));
    expect(student('Zoya Khan')).toHaveTextContent('On leaveAbsent');
    await userEvent.click(save());
    expect(await screen.findByRole('heading', { name: 'Waiting for connection' })).toBeInTheDocument();
    const [kept] = createRegisterQueue(signedInTeacher.user.id, localStorage, jest.fn()).list();
    expect(kept!.absentees.map((one) => one.name)).toEqual(['Zoya Khan']);
    expect(kept!.submission.marks.find((mark) => mark.studentId === students[2]!.id)?.status).toBe('absent');
  });

  it('moves between students with the arrows, toggles with Space and saves with Enter', async () => {
    const gateway = gatewayFor({ [POST]: created(4, 1) });
    renderTeacher(TAKE);
    await register();
    act(() => student('Asha Verma').focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(student('Zoya Khan')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(student('Ravi Kumar')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(student('Ravi Kumar')).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toHaveTextContent('4 of 5 present');
    // One student at a time is in the Tab order: Tab leaves the register, Shift+Tab comes back to the same student.
    await userEvent.tab();
    expect(save()).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(student('Ravi Kumar')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Saved: 4 present, 1 absent' })).toBeInTheDocument();
    expect(gateway.callsTo(POST)).toHaveLength(1);
  });

  it('sends the whole register once, with a new lecture id, and confirms exactly what was saved', async () => {
    const reply = heldReply();
    const gateway = gatewayFor({ [POST]: reply.route });
    renderTeacher(TAKE);
    await register();
    await userEvent.click(student('Ravi Kumar'));
    await userEvent.click(student('Isha Nair'));
    await userEvent.click(save());
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [call] = gateway.callsTo(POST);
    const body = call!.body as { id: string };
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toEqual({
      id: body.id,
      subjectId: maths.id,
      heldOn: TODAY,
      period: 1,
      marks: students.map((one) => ({
        studentId: one.id,
        status: one.name === 'Ravi Kumar' || one.name === 'Isha Nair' ? 'absent' : 'present',
      })),
    });
    await act(async () =>
      reply.release({ status: 201, body: { success: true, lecture: { id: body.id, present: 3, absent: 2 } } }),
    );
    const outcome = await screen.findByRole('region', { name: 'Saved: 3 present, 2 absent' });
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10A-02 Ravi Kumar', '10A-05 Isha Nair']);
    expect(localStorage.length).toBe(0);
    await userEvent.click(within(outcome).getByRole('button', { name: 'Back to Today' }));
    expect(addressBar()).toHaveTextContent(/^\/teacher$/);
  });

  it('keeps a register that found no connection, and saves it once with the same id when the browser is back online', async () => {
    const gateway = gatewayFor({ [POST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderTeacher(TAKE);
    await register();
    await userEvent.click(student('Zoya Khan'));
    await userEvent.click(save());
    expect(await screen.findByRole('heading', { name: 'Waiting for connection' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for connection').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(/kept on this device/)).toBeInTheDocument();
    expect(localStorage.length).toBe(1);

    gateway.set({ [POST]: created(4, 1) });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Saved: 4 present, 1 absent' })).toBeInTheDocument();
    const ids = gateway.callsTo(POST).map((call) => (call.body as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('tries a waiting register again by itself after 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      const gateway = gatewayFor({ [POST]: failure(503, 'Service temporarily unavailable, please try again') });
      renderTeacher(TAKE);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await register();
      await user.click(save());
      await screen.findByRole('heading', { name: 'Waiting for connection' });
      gateway.set({ [POST]: created(5, 0) });
      await act(async () => void jest.advanceTimersByTime(2_000));
      expect(await screen.findByRole('heading', { name: 'Saved: 5 present, 0 absent' })).toBeInTheDocument();
      expect(screen.getByText('Everyone was present.')).toBeInTheDocument();
      expect(gateway.callsTo(POST)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the registers still waiting as soon as another reaches the server', async () => {
    const waiting: SubmitLectureInput = { id: crypto.randomUUID(), subjectId: maths.id, heldOn: TODAY, period: 6, marks: [] };
    createRegisterQueue(signedInTeacher.user.id, localStorage, jest.fn()).add({
      submission: waiting,
      label: { subjectName: maths.name, subjectCode: maths.code, className: maths.className },
      absentees: [],
    });
    const gateway = gatewayFor({ [POST]: failure(503, 'Service temporarily unavailable, please try again') });
    renderTeacher(TAKE);
    await register();
    await waitFor(() => expect(gateway.callsTo(POST)).toHaveLength(1));
    gateway.set({ [POST]: created(5, 0) });
    await userEvent.click(save());
    expect(await screen.findByRole('heading', { name: 'Saved: 5 present, 0 absent' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.length).toBe(0));
    const ids = gateway.callsTo(POST).map((call) => (call.body as { id: string }).id);
    expect(ids).toHaveLength(3);
    expect([ids[0], ids[2]]).toEqual([waiting.id, waiting.id]);
    expect(ids[1]).not.toBe(waiting.id);
  });

  it("shows the server's refusal and drops the register from the queue", async () => {
    gatewayFor({ [POST]: failure(409, 'Attendance for this lecture has already been taken') });
    renderTeacher(TAKE);
    await register();
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Attendance for this lecture has already been taken');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the register when the session has ended, and asks to sign in again', async () => {
    gatewayFor({ [POST]: failure(401, 'Please sign in') });
    renderTeacher(TAKE);
    await register();
    await userEvent.click(save());
    expect(await screen.findByText(/sign in again to save this register/)).toBeInTheDocument();
    expect(localStorage.length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(addressBar()).toHaveTextContent('/login');
  });

  it('shows a waiting register again after a reload, and saves it with its own id when the app starts', async () => {
    const gateway = gatewayFor({ [POST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const first = renderTeacher(TAKE);
    await register();
    await userEvent.click(student('Asha Verma'));
    await userEvent.click(save());
    await screen.findByRole('heading', { name: 'Waiting for connection' });
    const id = (gateway.callsTo(POST)[0]!.body as { id: string }).id;
    first.unmount();

    renderTeacher(TAKE);
    expect(await screen.findByRole('heading', { name: 'Waiting for connection' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Register' })).not.toBeInTheDocument();
    gateway.set({ [POST]: created(4, 1) });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Saved: 4 present, 1 absent' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Saved/ })).getByRole('listitem')).toHaveTextContent('10A-01 Asha Verma');
    expect(gateway.callsTo(POST).map((call) => (call.body as { id: string }).id)).toEqual([id, id, id]);
  });

  it('says why the roster failed to load, and Retry loads it', async () => {
    const gateway = gatewayFor({ [ROSTER]: failure(503, 'Service temporarily unavailable, please try again') });
    renderTeacher(TAKE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the roster: Service temporarily unavailable');
    gateway.set({ [ROSTER]: rosterAnswer(students) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await register()).toBeInTheDocument();
  });

  it('shows the roster loading, and says so when no student is enrolled', async () => {
    const roster = heldReply();
    gatewayFor({ [ROSTER]: roster.route });
    renderTeacher(TAKE);
    expect(await screen.findByText('Loading the roster')).toBeInTheDocument();
    await act(async () => roster.release(rosterAnswer([])));
    expect(await screen.findByText('No students are enrolled in this subject on this date')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
  });

  it('marks 60 students with no dialog on the way', async () => {
    gatewayFor({ [ROSTER]: rosterAnswer(rosterOf(60)), [POST]: created(52, 8) });
    renderTeacher(TAKE);
    const list = await register();
    const buttons = within(list).getAllByRole('button');
    for (const button of buttons.slice(0, 8)) await userEvent.click(button);
    expect(screen.getByText('52 of 60 present')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(save());
    expect(await screen.findByRole('heading', { name: 'Saved: 52 present, 8 absent' })).toBeInTheDocument();
  });

  it('has no serious accessibility violation with a student on leave', async () => {
    gatewayFor({ [ROSTER]: rosterAnswer(onLeave('Kabir Shah')) });
    renderTeacher(TAKE);
    await register();
    expect(student('Kabir Shah')).toHaveTextContent('On leave');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violation, marking or saved', async () => {
    gatewayFor({ [POST]: created(4, 1) });
    renderTeacher(TAKE);
    await register();
    await userEvent.click(student('Ravi Kumar'));
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(save());
    await screen.findByRole('heading', { name: 'Saved: 4 present, 1 absent' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
