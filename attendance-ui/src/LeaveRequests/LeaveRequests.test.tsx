import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { chooseOption, renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { decided, leaveFixtures } from '../testing/leaveFixtures';
import { LeaveRequests, type LeaveRequestsProps } from './LeaveRequests';

const { ashaLeave, raviOnDuty, zoyaRejected } = leaveFixtures;
const tenA = { value: 'd0000001-0000-4000-8000-000000000001', label: 'Class 10 A' };
const tenB = { value: 'd0000001-0000-4000-8000-000000000002', label: 'Class 10 B' };
const PENDING = 'GET /admin/leave-requests?status=pending';
const decisionOf = (id: string) => `POST /admin/leave-requests/${id}/decision`;

function showRequests(routes: Record<string, Route>, props: Partial<LeaveRequestsProps> = {}) {
  const gateway = mockGateway(routes);
  renderRoute('/leave', {
    '/leave': <LeaveRequests area="admin" classes={[tenA, tenB]} timeZone="Asia/Kolkata" {...props} />,
  });
  return gateway;
}

/** The notice of what was done: a polite live region. */
const doneNotice = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');
const cardOf = (name: RegExp) => screen.getByRole('article', { name });
const cardTexts = () =>
  within(screen.getByRole('region', { name: /requests/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('LeaveRequests', () => {
  it('lists the pending requests in the order the server gives, each in words, with Approve and Reject', async () => {
    showRequests({ [PENDING]: ok({ leaveRequests: [raviOnDuty, ashaLeave] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending requests' })).toBeInTheDocument();
    expect(cardTexts()).toEqual(['Ravi Kumar', 'Asha Verma']);

    const asha = cardOf(/^Asha Verma, leave/);
    expect(asha).toHaveTextContent('10A-10 · Class 10 A');
    expect(asha).toHaveTextContent('Leave');
    expect(asha).toHaveTextContent('Pending');
    expect(asha).toHaveTextContent('Days14 Oct 2026 to 15 Oct 2026 (2 days)');
    expect(asha).toHaveTextContent('PeriodsWhole days');
    expect(asha).toHaveTextContent('ReasonFamily wedding in Madurai');
    // 14:05 UTC is 7:35 pm in Kolkata.
    expect(asha).toHaveTextContent(/Asked byLakshmi Verma, 12 Oct 2026, 7:35\s?pm/i);
    expect(within(asha).getByRole('button', { name: 'Approve leave for Asha Verma' })).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Reject leave for Asha Verma' })).toBeInTheDocument();

    const ravi = cardOf(/^Ravi Kumar, on duty/);
    expect(ravi).toHaveTextContent('On duty');
    expect(ravi).toHaveTextContent('Days13 Oct 2026');
    expect(ravi).toHaveTextContent('PeriodsPeriods 5, 6');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows a decided request with who decided, when and the note, and no buttons', async () => {
    const user = userEvent.setup();
    showRequests({
      [PENDING]: ok({ leaveRequests: [] }),
      'GET /admin/leave-requests': ok({ leaveRequests: [ashaLeave, zoyaRejected] }),
    });
    expect(await screen.findByText('No leave requests')).toBeInTheDocument();
    expect(screen.getByText('Showing pending requests only.')).toBeInTheDocument();
    await chooseOption(user, 'Status', 'All');
    const zoya = await screen.findByRole('article', { name: /^Zoya Khan/ });
    expect(zoya).toHaveTextContent('Rejected');
    expect(zoya).toHaveTextContent(/RejectedKavya Menon, 4 Oct 2026, 10:30\s?am/i);
    expect(zoya).toHaveTextContent('NoteExams that week');
    expect(within(zoya).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All requests' })).toBeInTheDocument();
  });

  it('asks the server for the chosen status and class', async () => {
    const user = userEvent.setup();
    const approvedOfTenB = `GET /admin/leave-requests?status=approved&classId=${tenB.value}`;
    const gateway = showRequests({ [PENDING]: ok({ leaveRequests: [ashaLeave] }), [approvedOfTenB]: ok({ leaveRequests: [] }) });
    await screen.findByRole('article', { name: /^Asha Verma/ });
    await chooseOption(user, 'Status', 'Approved');
    await chooseOption(user, 'Class', 'Class 10 B');
    expect(await screen.findByText('Showing approved requests only.')).toBeInTheDocument();
    expect(gateway.callsTo(approvedOfTenB)).toHaveLength(1);
  });

  it('approves with a note: sends the decision and the note, says so, and fetches the list again', async () => {
    const user = userEvent.setup();
    const gateway = showRequests({
      [PENDING]: ok({ leaveRequests: [ashaLeave] }),
      [decisionOf(ashaLeave.id)]: ok({ leaveRequest: decided(ashaLeave, 'approved', 'Collect the notes'), corrected: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve leave for Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve leave for Asha Verma' });
    expect(dialog).toHaveTextContent('10A-10 · 14 Oct 2026 to 15 Oct 2026 (2 days) · Whole days');
    expect(await seriousAxeViolations()).toEqual([]);
    gateway.set({ [PENDING]: ok({ leaveRequests: [] }) });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), '  Collect the notes ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await doneNotice('Leave for Asha Verma approved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gateway.callsTo(decisionOf(ashaLeave.id)).map((call) => call.body)).toEqual([
      { decision: 'approved', note: 'Collect the notes' },
    ]);
    expect(await screen.findByText('No leave requests')).toBeInTheDocument();
    expect(gateway.callsTo(PENDING)).toHaveLength(2);
  });

  it('rejects without a note, sending none, and shows the busy state meanwhile', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    const gateway = showRequests({ [PENDING]: ok({ leaveRequests: [ashaLeave] }), [decisionOf(ashaLeave.id)]: reply.route });
    await user.click(await screen.findByRole('button', { name: 'Reject leave for Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject leave for Asha Verma' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('button', { name: /Saving/ })).toBeDisabled();
    await act(async () => reply.release(ok({ leaveRequest: decided(ashaLeave, 'rejected'), corrected: 0 })));
    expect(await doneNotice('Leave for Asha Verma rejected.')).toBeInTheDocument();
    expect(gateway.callsTo(decisionOf(ashaLeave.id)).map((call) => call.body)).toEqual([{ decision: 'rejected' }]);
  });

  it('says how many absences an approved on-duty corrected to Present', async () => {
    const user = userEvent.setup();
    showRequests({
      [PENDING]: ok({ leaveRequests: [raviOnDuty] }),
      [decisionOf(raviOnDuty.id)]: ok({ leaveRequest: decided(raviOnDuty, 'approved'), corrected: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve on duty for Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await doneNotice('On duty for Ravi Kumar approved. 2 absences corrected to Present.')).toBeInTheDocument();
  });

  it('a request decided meanwhile (409): says so in words, closes the dialog and fetches the list again', async () => {
    const user = userEvent.setup();
    const gateway = showRequests({
      [PENDING]: ok({ leaveRequests: [ashaLeave] }),
      [decisionOf(ashaLeave.id)]: failure(409, 'This request has already been decided'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve leave for Asha Verma' }));
    gateway.set({ [PENDING]: ok({ leaveRequests: [] }) });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This request has already been decided: leave for Asha Verma. The list has been refreshed.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No leave requests')).toBeInTheDocument();
    expect(gateway.callsTo(PENDING)).toHaveLength(2);
  });

  it('keeps another refusal in the dialog, in words', async () => {
    const user = userEvent.setup();
    showRequests({
      [PENDING]: ok({ leaveRequests: [ashaLeave] }),
      [decisionOf(ashaLeave.id)]: failure(403, 'Only the office or the student’s class teacher can decide this request'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject leave for Asha Verma' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the office or the student’s class teacher can decide this request',
    );
  });

  it('says it is loading, then why the list failed, and Retry loads it', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const teacherPending = 'GET /teacher/leave-requests?status=pending';
    // The class teacher's list, with no class filter when no classes are given.
    const gateway = showRequests({ [teacherPending]: held.route }, { area: 'teacher', classes: [] });
    expect(await screen.findByText('Loading leave requests')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    await act(async () => held.release(failure(503, 'Service temporarily unavailable, please try again')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load leave requests: Service temporarily unavailable, please try again',
    );
    gateway.set({ [teacherPending]: ok({ leaveRequests: [ashaLeave] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /^Asha Verma/ })).toBeInTheDocument();
  });
});
