import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { leaveFixtures } from '@rollcall/attendance-ui/testing';
import { chooseOption } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { classFixtures, freezeToday, settingsFixture, studentFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

// Each test ticks through a dialog of several fields: on a loaded 2-core machine that takes longer than 5 s.
jest.setTimeout(20_000);

const { ashaLeave, raviOnDuty } = leaveFixtures;
const { tenA, tenB, sevenC } = classFixtures;
const { asha, ravi, zoya } = studentFixtures;
const PENDING = 'GET /admin/leave-requests?status=pending';
const GRANT = 'POST /admin/on-duty';
const studentsOf = (classId: string) => `GET /admin/students?classId=${classId}`;

function leaveGateway(routes: Record<string, Route> = {}) {
  return adminGateway({
    'GET /admin/classes': ok({ classes: [tenA, tenB, sevenC] }),
    'GET /admin/settings': ok({ settings: settingsFixture }),
    [PENDING]: ok({ leaveRequests: [raviOnDuty, ashaLeave] }),
    [studentsOf(tenA.id)]: ok({ students: [asha, ravi, zoya] }),
    [studentsOf(tenB.id)]: ok({ students: [] }),
    ...routes,
  });
}

const pageTitle = () => screen.findByRole('heading', { level: 1, name: 'Leave and on-duty' });

async function openOnDuty(user: ReturnType<typeof userEvent.setup>) {
  await pageTitle();
  await user.click(await screen.findByRole('button', { name: 'Grant on-duty' }));
  return screen.getByRole('dialog', { name: 'Grant on-duty' });
}

async function tickStudents(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, ...names: string[]) {
  await chooseOption(user, 'Class', 'Class 10 A', dialog);
  const students = await within(dialog).findByRole('group', { name: 'Students' });
  for (const name of names) await user.click(within(students).getByRole('checkbox', { name }));
}

describe('Leave and on-duty', () => {
  beforeEach(() => freezeToday('2026-10-13', '10:00'));
  afterEach(() => jest.useRealTimers());

  it('is in the menu for an admin who may manage people, and lists the pending requests in the institute’s time', async () => {
    const user = userEvent.setup();
    leaveGateway();
    renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('complementary', { name: 'Admin menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Leave and on-duty' }));
    expect(await pageTitle()).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Ravi Kumar, on duty, 13 Oct 2026',
      'Asha Verma, leave, 14 Oct 2026 to 15 Oct 2026 (2 days)',
    ]);
    expect(cards[1]).toHaveTextContent(/Lakshmi Verma, 12 Oct 2026, 7:35\s?pm/i);
    // The class filter offers the classes in use.
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All classes',
      'Class 10 A',
      'Class 10 B',
    ]);
    await user.keyboard('{Escape}');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('is not in the menu of an admin without Manage people', async () => {
    const user = userEvent.setup();
    adminGateway({}, ['view_reports']);
    renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('complementary', { name: 'Admin menu' });
    await within(menu).findByRole('button', { name: 'Attendance records' });
    expect(within(menu).queryByRole('button', { name: 'Leave and on-duty' })).not.toBeInTheDocument();
  });

  it('says when the institute’s time zone could not be read, and offers on-duty once it is', async () => {
    const user = userEvent.setup();
    const gateway = leaveGateway({ 'GET /admin/settings': failure(503, 'Service temporarily unavailable, please try again') });
    renderAdmin('/admin/leave');
    expect(await screen.findByText('Failed to load the institute’s time zone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant on-duty' })).toBeDisabled();
    gateway.set({ 'GET /admin/settings': ok({ settings: settingsFixture }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grant on-duty' })).toBeEnabled());
    expect(screen.queryByText('Failed to load the institute’s time zone.')).not.toBeInTheDocument();
  });

  it('grants on-duty to students of a class for some periods, and says how many were granted and corrected', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    const gateway = leaveGateway({ [GRANT]: reply.route });
    renderAdmin('/admin/leave');
    const dialog = await openOnDuty(user);
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-10-13');
    await chooseOption(user, 'Class', 'Class 10 A', dialog);
    const students = await within(dialog).findByRole('group', { name: 'Students' });
    await user.type(within(students).getByRole('searchbox', { name: 'Search students' }), '10A-2');
    expect(
      within(students)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Ravi Kumar10A-2']);
    await user.click(within(students).getByRole('checkbox', { name: 'Ravi Kumar' }));
    await user.clear(within(students).getByRole('searchbox', { name: 'Search students' }));
    await user.click(within(students).getByRole('checkbox', { name: 'Asha Verma' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Some periods' }));
    const periods = within(dialog).getByRole('group', { name: 'Which periods' });
    await user.click(within(periods).getByRole('checkbox', { name: 'Period 6' }));
    await user.click(within(periods).getByRole('checkbox', { name: 'Period 5' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Inter-school football match');
    expect(await seriousAxeViolations()).toEqual([]);
    gateway.set({ [PENDING]: ok({ leaveRequests: [] }) });
    await user.click(within(dialog).getByRole('button', { name: 'Grant on-duty' }));
    expect(within(dialog).getByRole('button', { name: /Granting/ })).toBeDisabled();
    await act(async () =>
      reply.release({ status: 201, body: { success: true, leaveRequests: [raviOnDuty, raviOnDuty], corrected: 3 } }),
    );

    expect(await screen.findByText('On-duty granted to 2 students. 3 absences corrected to Present.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gateway.callsTo(GRANT).map((call) => call.body)).toEqual([
      { studentIds: [asha.id, ravi.id], date: '2026-10-13', periods: [5, 6], reason: 'Inter-school football match' },
    ]);
    expect(await screen.findByText('No leave requests')).toBeInTheDocument();
  });

  it('grants whole days with no periods, keeping students of several classes ticked', async () => {
    const user = userEvent.setup();
    const gateway = leaveGateway({
      [studentsOf(tenB.id)]: ok({
        students: [
          {
            ...zoya,
            id: 'f0000001-0000-4000-8000-000000000009',
            name: 'Neha Rao',
            rollNumber: '10B-4',
            classId: tenB.id,
            className: 'Class 10 B',
          },
        ],
      }),
      [GRANT]: { status: 201, body: { success: true, leaveRequests: [raviOnDuty, raviOnDuty], corrected: 1 } },
    });
    renderAdmin('/admin/leave');
    const dialog = await openOnDuty(user);
    await tickStudents(user, dialog, 'Zoya Khan');
    await chooseOption(user, 'Class', 'Class 10 B', dialog);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Neha Rao' }));
    expect(dialog).toHaveTextContent('2 students chosen in all, 1 from other classes');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Science fair');
    await user.click(within(dialog).getByRole('button', { name: 'Grant on-duty' }));
    expect(await screen.findByText('On-duty granted to 2 students. 1 absence corrected to Present.')).toBeInTheDocument();
    expect(gateway.callsTo(GRANT).map((call) => call.body)).toEqual([
      { studentIds: [zoya.id, 'f0000001-0000-4000-8000-000000000009'], date: '2026-10-13', reason: 'Science fair' },
    ]);
  });

  it('says what is missing, and shows a refusal of the server in words, sending nothing twice', async () => {
    const user = userEvent.setup();
    const gateway = leaveGateway({ [GRANT]: failure(409, 'No semester holds these days') });
    renderAdmin('/admin/leave');
    const dialog = await openOnDuty(user);
    await user.click(within(dialog).getByRole('button', { name: 'Grant on-duty' }));
    expect(dialog).toHaveTextContent('Please choose at least one student');
    expect(dialog).toHaveTextContent('Please write the reason');
    await user.click(within(dialog).getByRole('radio', { name: 'Some periods' }));
    await tickStudents(user, dialog, 'Asha Verma');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Quiz');
    await user.click(within(dialog).getByRole('button', { name: 'Grant on-duty' }));
    expect(dialog).toHaveTextContent('Please choose at least one period, or leave the periods out for whole days');
    expect(gateway.callsTo(GRANT)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Whole day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Grant on-duty' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No semester holds these days');
    expect(gateway.callsTo(GRANT)).toHaveLength(1);
  });
});
