import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkLoadingThenRetry, failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { LeaveRequest } from '@rollcall/contracts';
import { offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { parentGateway, renderParent, renderStudent, studentGateway } from '../../test/area';
import {
  attendanceOf,
  childFixtures,
  childrenAnswer,
  diyaAttendance,
  leaveRequestCreated,
  leaveRequestFixtures,
  leaveRequestsAnswer,
  TODAY,
} from '../../test/fixtures';

// Axe over the whole page (subjects, leave form, day by day) takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(20_000);

const LIST = 'GET /student/leave-requests';
const POST = 'POST /student/leave-requests';
const { sportsMeet, fever } = leaveRequestFixtures;

const studentPage = (routes: Record<string, Route> = {}) =>
  studentGateway({ 'GET /student/attendance': ok({ ...attendanceOf() }), [LIST]: leaveRequestsAnswer(), ...routes });

const leave = () => screen.findByRole('region', { name: 'Leave and on-duty' });
const form = () => within(screen.getByRole('form', { name: 'Request leave' }));
const requests = async () =>
  within(await screen.findByRole('list', { name: 'Requests' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const setDate = (label: string, value: string) => fireEvent.change(form().getByLabelText(label), { target: { value } });

/** Fills the form: on duty when asked, the two days, the periods when given, and the reason. */
async function fillRequest({
  onDuty = false,
  from,
  to,
  periods = '',
  reason,
}: {
  onDuty?: boolean;
  from: string;
  to: string;
  periods?: string;
  reason: string;
}) {
  const user = userEvent.setup();
  if (onDuty) await user.click(form().getByRole('radio', { name: 'On duty' }));
  setDate('First day', from);
  setDate('Last day', to);
  if (periods) await user.type(form().getByRole('textbox', { name: /Periods/ }), periods);
  await user.type(form().getByRole('textbox', { name: /Reason/ }), reason);
}

const sendRequest = () => userEvent.click(form().getByRole('button', { name: 'Request leave' }));

afterEach(offThePhone);

describe('Leave and on-duty, for a student', () => {
  it('lists the requests newest first, each with its days in words, its status and the office’s note', async () => {
    studentPage();
    renderStudent('/student');
    expect(await leave()).toHaveTextContent('Approved leave marks nothing');
    expect(await requests()).toEqual([
      'On duty · Monday, 24 November 2025 to Tuesday, 25 November 2025 · Periods 2, 3PendingInter-college sports meet',
      'Leave · Wednesday, 12 November 2025 · Whole daysApprovedFeverNote: Get well soonDecided by Office Admin',
    ]);
  });

  it('offers "Request leave" in the title row, a jump to the section far down a phone’s page', async () => {
    onAPhone();
    studentPage();
    renderStudent('/student');
    const heading = within(await leave()).getByRole('heading', { level: 2, name: 'Leave and on-duty' });
    expect(screen.getByRole('link', { name: 'Request leave' })).toHaveAttribute('href', `#${heading.id}`);
  });

  it('opens the form on the institute’s today, as leave of whole days', async () => {
    studentPage();
    renderStudent('/student');
    await leave();
    expect(form().getByLabelText('First day')).toHaveValue(TODAY);
    expect(form().getByLabelText('Last day')).toHaveValue(TODAY);
    expect(form().getByRole('radio', { name: 'Leave' })).toBeChecked();
    expect(form().getByRole('textbox', { name: /Periods/ })).toHaveValue('');
  });

  it('sends a request of whole days without periods, then shows it in the refreshed list', async () => {
    const asked: LeaveRequest = {
      ...fever,
      id: sportsMeet.id.replace(/.$/, '9'),
      startsOn: '2025-11-27',
      endsOn: '2025-11-28',
      reason: 'Family wedding',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
    };
    const gateway = studentPage({ [POST]: leaveRequestCreated(asked) });
    renderStudent('/student');
    await leave();
    await fillRequest({ from: '2025-11-27', to: '2025-11-28', reason: 'Family wedding' });
    gateway.set({ [LIST]: leaveRequestsAnswer([asked, sportsMeet, fever]) });
    await sendRequest();

    expect(gateway.callsTo(POST).map((call) => call.body)).toEqual([
      { kind: 'leave', startsOn: '2025-11-27', endsOn: '2025-11-28', reason: 'Family wedding' },
    ]);
    expect(
      await screen.findByText('Requested for Thursday, 27 November 2025 to Friday, 28 November 2025: the office will decide'),
    ).toBeInTheDocument();
    expect((await requests())[0]).toBe(
      'Leave · Thursday, 27 November 2025 to Friday, 28 November 2025 · Whole daysPendingFamily wedding',
    );
    expect(gateway.callsTo(LIST)).toHaveLength(2);
    expect(form().getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('sends on-duty of some periods, the periods in order, and says it is sending meanwhile', async () => {
    const reply = heldReply();
    const gateway = studentPage({ [POST]: reply.route });
    renderStudent('/student');
    await leave();
    await fillRequest({
      onDuty: true,
      from: '2025-11-24',
      to: '2025-11-25',
      periods: '3, 2',
      reason: 'Inter-college sports meet',
    });
    await sendRequest();
    expect(form().getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(gateway.callsTo(POST).map((call) => call.body)).toEqual([
      { kind: 'on-duty', startsOn: '2025-11-24', endsOn: '2025-11-25', periods: [2, 3], reason: 'Inter-college sports meet' },
    ]);
    await act(async () => reply.release(leaveRequestCreated(sportsMeet)));
    expect(await screen.findByText(/^Requested for Monday, 24 November 2025/)).toBeInTheDocument();
  });

  it('shows the server’s refusal in its words and keeps what was written', async () => {
    const gateway = studentPage({ [POST]: failure(409, 'No semester holds these days') });
    renderStudent('/student');
    await leave();
    await fillRequest({ from: '2025-12-15', to: '2025-12-15', reason: 'Travel' });
    await sendRequest();
    expect(await form().findByRole('alert')).toHaveTextContent('No semester holds these days');
    expect(form().getByRole('textbox', { name: /Reason/ })).toHaveValue('Travel');
    expect(gateway.callsTo(LIST)).toHaveLength(1);
  });

  it('says what is wrong before sending anything: no reason, the last day before the first, a period out of range', async () => {
    const gateway = studentPage();
    renderStudent('/student');
    await leave();
    setDate('Last day', '2025-11-18');
    await userEvent.type(form().getByRole('textbox', { name: /Periods/ }), '2, 40');
    await sendRequest();
    expect(form().getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Please write the reason/);
    expect(form().getByLabelText(/Last day/)).toHaveAccessibleDescription(/End date must be on or after the start date/);
    expect(form().getByRole('textbox', { name: /Periods/ })).toHaveAccessibleDescription(
      /Period must be a whole number from 1 to 24/,
    );
    expect(gateway.callsTo(POST)).toHaveLength(0);
  });

  it('says so when nothing has been requested yet', async () => {
    studentPage({ [LIST]: leaveRequestsAnswer([]) });
    renderStudent('/student');
    expect(await leave()).toHaveTextContent('No leave or on-duty requested yet.');
  });

  it('says the requests are loading, then why they failed, and Retry loads them', async () => {
    await checkLoadingThenRetry({
      gatewayFor: (routes) => studentGateway({ 'GET /student/attendance': ok({ ...attendanceOf() }), ...routes }),
      call: LIST,
      answer: leaveRequestsAnswer(),
      render: () => renderStudent('/student'),
      noun: 'the leave requests',
      loaded: async () => expect(await requests()).toHaveLength(2),
    });
  });

  it('fits a phone without a serious accessibility violation, a refusal on screen', async () => {
    onAPhone();
    studentPage({ [POST]: failure(409, 'No semester holds these days') });
    renderStudent('/student');
    await leave();
    await fillRequest({ from: '2025-12-15', to: '2025-12-15', reason: 'Travel' });
    await sendRequest();
    await form().findByRole('alert');
    expect(await requests()).toHaveLength(2);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('Leave and on-duty, for a parent', () => {
  const { aarav, diya } = childFixtures;
  const childList = (childId: string) => `GET /parent/children/${childId}/leave-requests`;
  const childPost = (childId: string) => `POST /parent/children/${childId}/leave-requests`;
  const parentPage = (routes: Record<string, Route> = {}) =>
    parentGateway({
      'GET /parent/children': childrenAnswer(),
      [`GET /parent/children/${aarav.id}/attendance`]: ok({ ...attendanceOf() }),
      [`GET /parent/children/${diya.id}/attendance`]: ok({ ...diyaAttendance }),
      ...routes,
    });

  it('lists the requests of the child shown, and asks for leave on the child’s own path', async () => {
    const forDiya: LeaveRequest = {
      ...fever,
      studentId: diya.id,
      reason: 'Dentist',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      startsOn: '2025-11-21',
      endsOn: '2025-11-21',
      periods: [1],
    };
    const gateway = parentPage({
      [childList(diya.id)]: leaveRequestsAnswer([]),
      [childPost(diya.id)]: leaveRequestCreated(forDiya),
    });
    renderParent(`/parent/${diya.id}`);
    expect(await leave()).toHaveTextContent('No leave or on-duty requested yet.');
    await fillRequest({ from: '2025-11-21', to: '2025-11-21', periods: '1', reason: 'Dentist' });
    gateway.set({ [childList(diya.id)]: leaveRequestsAnswer([forDiya]) });
    await sendRequest();

    expect(await requests()).toEqual(['Leave · Friday, 21 November 2025 · Period 1PendingDentist']);
    expect(gateway.callsTo(childPost(diya.id)).map((call) => call.body)).toEqual([
      { kind: 'leave', startsOn: '2025-11-21', endsOn: '2025-11-21', periods: [1], reason: 'Dentist' },
    ]);
    expect(gateway.callsTo(childPost(aarav.id))).toHaveLength(0);
    expect(gateway.callsTo('POST /student/leave-requests')).toHaveLength(0);
    expect(gateway.callsTo(childList(diya.id))).toHaveLength(2);
    expect(gateway.callsTo(childList(aarav.id))).toHaveLength(0);
  });

  it('shows another child’s requests once the parent switches to them', async () => {
    const gateway = parentPage({
      [childList(aarav.id)]: leaveRequestsAnswer([fever]),
      [childList(diya.id)]: leaveRequestsAnswer([]),
    });
    renderParent(`/parent/${diya.id}`);
    expect(await leave()).toHaveTextContent('No leave or on-duty requested yet.');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Your children' })).getByRole('link', { name: /Aarav Sharma/ }),
    );
    expect(await requests()).toEqual([
      'Leave · Wednesday, 12 November 2025 · Whole daysApprovedFeverNote: Get well soonDecided by Office Admin',
    ]);
    expect(gateway.callsTo(childList(aarav.id))).toHaveLength(1);
  });
});
