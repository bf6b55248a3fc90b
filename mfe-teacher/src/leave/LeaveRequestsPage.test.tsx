import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@rollcall/api-client/testing';
import { decided, leaveFixtures } from '@rollcall/attendance-ui/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderTeacher, teacherGateway } from '../../test/area';
import { checkLoadingThenRetry } from '../../test/listStates';
import { todayAnswer } from '../../test/fixtures';

const { ashaLeave, raviOnDuty } = leaveFixtures;
const PENDING = 'GET /teacher/leave-requests?status=pending';
const decisionOf = (id: string) => `POST /teacher/leave-requests/${id}/decision`;

describe('Leave requests (class teacher)', () => {
  it('opens from the tab bar and lists the requests of my classes as the server orders them', async () => {
    const user = userEvent.setup();
    teacherGateway({ 'GET /teacher/today': todayAnswer(), [PENDING]: ok({ leaveRequests: [raviOnDuty, ashaLeave] }) });
    renderTeacher('/teacher');
    const nav = await screen.findByRole('navigation', { name: 'Teacher sections' });
    await user.click(within(nav).getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave requests' })).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).map((card) => card.getAttribute('aria-label'))).toEqual([
      'Ravi Kumar, on duty, 13 Oct 2026',
      'Asha Verma, leave, 14 Oct 2026 to 15 Oct 2026 (2 days)',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Leave');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("tells when a request was made on the institute's clock, its zone named, whatever this device's zone", async () => {
    teacherGateway({ [PENDING]: ok({ timeZone: 'Asia/Kolkata', leaveRequests: [ashaLeave] }) });
    renderTeacher('/teacher/leave');
    const card = await screen.findByRole('article', { name: /^Asha Verma/ });
    // Asked at 14:05 UTC: 7:35 pm in Pune.
    expect(card).toHaveTextContent(/Asked byLakshmi Verma, 12 Oct 2026, 7:35\s?pm IST/i);
  });

  it('approves with a note through the teacher’s own call', async () => {
    const user = userEvent.setup();
    const gateway = teacherGateway({
      [PENDING]: ok({ leaveRequests: [ashaLeave] }),
      [decisionOf(ashaLeave.id)]: ok({ leaveRequest: decided(ashaLeave, 'approved', 'Get well soon'), corrected: 0 }),
    });
    renderTeacher('/teacher/leave');
    await user.click(await screen.findByRole('button', { name: 'Approve leave for Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve leave for Asha Verma' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Get well soon');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave for Asha Verma approved.')).toBeInTheDocument();
    expect(gateway.callsTo(decisionOf(ashaLeave.id)).map((call) => call.body)).toEqual([
      { decision: 'approved', note: 'Get well soon' },
    ]);
  });

  it('says when no request comes from my classes', async () => {
    teacherGateway({ [PENDING]: ok({ leaveRequests: [] }) });
    renderTeacher('/teacher/leave');
    expect(await screen.findByText('No requests from your classes')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
  });

  it('says it is loading, then why it failed, and Retry loads it', async () => {
    await checkLoadingThenRetry({
      at: '/teacher/leave',
      gatewayFor: teacherGateway,
      call: PENDING,
      answer: ok({ leaveRequests: [ashaLeave] }),
      noun: 'leave requests',
      loaded: () => screen.findByRole('article', { name: /^Asha Verma/ }),
    });
  });
});
