import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { eligibilityMessages, type Permission } from '@rollcall/contracts';
import { addressBar, chooseOption } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { ashaStanding, condonationFixtures, eligibilityList, raviStanding } from '../../test/eligibility';
import { academicYears, adminFixtures, classFixtures, settingsFixture, subjectFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

// The page holds a table and dialogs: role queries over them take seconds on a busy machine.
jest.setTimeout(20_000);

const LIST = 'GET /admin/eligibility';
const { physicsMedical, mathsSports } = condonationFixtures;
const CONDONATIONS = `GET /admin/condonations?studentId=${ashaStanding.studentId}`;
const ASHA = `/admin/reports/eligibility/students/${ashaStanding.studentId}`;
const { physics } = subjectFixtures;

function open(routes: Record<string, Route> = {}, { at = ASHA, permissions }: { at?: string; permissions?: Permission[] } = {}) {
  const gateway = adminGateway(
    {
      'GET /admin/academic-years': ok({ academicYears }),
      'GET /admin/classes': ok({ classes: Object.values(classFixtures) }),
      'GET /admin/settings': ok({ settings: settingsFixture }),
      [LIST]: ok(eligibilityList()),
      [CONDONATIONS]: ok({ condonations: [physicsMedical, mathsSports] }),
      ...routes,
    },
    permissions,
  );
  renderAdmin(at);
  return { gateway, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const condonation = (name: string) => screen.getByRole('listitem', { name });
/** The subjects' table as text, a row a list of cells, the header row first. */
const subjectRows = () =>
  within(screen.getByRole('table', { name: 'Subjects as of 21 Sept 2026' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("A student's eligibility", () => {
  it('opens from the list, with every subject of the student, their condonations, and Back to the same list', async () => {
    const { user, gateway } = open(
      { [`${LIST}?status=short`]: ok(eligibilityList([raviStanding, ashaStanding])) },
      { at: '/admin/reports/eligibility?status=short' },
    );
    await user.click(await screen.findByRole('link', { name: 'Asha Verma' }));
    expect(addressBar()).toHaveTextContent(`${ASHA}?status=short`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Roll number 10A-10 · Class 10 A · Semester 1')).toBeInTheDocument();
    // Every subject, whatever status the list was filtered by.
    expect(gateway.callsTo(LIST)).toHaveLength(1);
    expect(subjectRows()).toEqual([
      ['Subject', 'Present / total', 'Condoned', 'Percentage', 'Status', 'Lectures left', 'Max reachable', 'Can miss'],
      ['MA101 Mathematics', '32 / 40', '0', '80%', 'Eligible', '10', '84%', '5'],
      ['PH101 Physics', '26 / 40', '2', '70%', 'Needs condonation', '6', '73.9%', '0'],
    ]);

    const medical = await screen.findByRole('listitem', { name: 'PH101 Physics · 2 lectures' });
    expect(within(medical).getByText('In force')).toBeInTheDocument();
    expect(medical).toHaveTextContent('ReasonHospitalised with dengue');
    expect(medical).toHaveTextContent('ReferenceMC/2026/117');
    // Granted at 06:12 UTC: 11:42 on the institute's clock (Asia/Kolkata).
    expect(medical).toHaveTextContent(/Granted18 Sept 2026, 11:42 am by Kavya Menon/i);
    const sports = condonation('MA101 Mathematics · 4 lectures');
    expect(within(sports).getByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(sports).toHaveTextContent(/Withdrawn3 Sept 2026, 4:00 pm by Kavya Menon/i);
    expect(within(sports).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent(/^\/admin\/reports\/eligibility\?status=short$/);
  });

  it('grants a condonation: checks the fields, sends them, then refreshes the figures and the condonations', async () => {
    const held = heldReply();
    const { user, gateway } = open({ 'POST /admin/condonations': held.route });
    await user.click(await screen.findByRole('button', { name: 'Grant condonation' }));
    expect(dialog()).toHaveAccessibleName('Grant condonation');
    await user.click(within(dialog()).getByRole('button', { name: 'Grant condonation' }));
    expect(within(dialog()).getByRole('combobox', { name: /Subject/ })).toHaveAccessibleDescription(/Please select a subject/);
    expect(within(dialog()).getByLabelText(/Lectures/)).toHaveAccessibleDescription(
      /Lectures must be a whole number from 1 to 100/,
    );
    expect(within(dialog()).getByLabelText(/^Reason/)).toHaveAccessibleDescription(/Please write the reason/);
    expect(gateway.callsTo('POST /admin/condonations')).toHaveLength(0);

    await chooseOption(user, 'Subject', 'PH101 Physics', dialog());
    await user.type(within(dialog()).getByLabelText(/Lectures/), '101');
    await user.type(within(dialog()).getByLabelText(/^Reason/), 'Inter-school football final');
    await user.click(within(dialog()).getByRole('button', { name: 'Grant condonation' }));
    expect(within(dialog()).getByLabelText(/Lectures/)).toHaveAccessibleDescription(
      /Lectures must be a whole number from 1 to 100/,
    );
    await user.clear(within(dialog()).getByLabelText(/Lectures/));
    await user.type(within(dialog()).getByLabelText(/Lectures/), '3');
    await user.type(within(dialog()).getByLabelText(/Reference/), ' SPORTS/44 ');
    await user.click(within(dialog()).getByRole('button', { name: 'Grant condonation' }));

    expect(within(dialog()).getByRole('button', { name: 'Granting...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/condonations')[0]!.body).toEqual({
      studentId: ashaStanding.studentId,
      subjectId: physics.id,
      lectures: 3,
      reason: 'Inter-school football final',
      reference: 'SPORTS/44',
    });
    const granted = {
      ...physicsMedical,
      id: '3f5d7b9c-1e2a-4b4c-8d6e-0f1a2b3c4d5e',
      lectures: 3,
      reason: 'Inter-school football final',
      reference: 'SPORTS/44',
      grantedBy: { id: adminFixtures.asha.id, name: adminFixtures.asha.name },
      grantedAt: '2026-09-21T05:00:00.000Z',
    };
    const afterGrant = {
      ...ashaStanding,
      subjects: [
        ashaStanding.subjects[0]!,
        { ...ashaStanding.subjects[1]!, condoned: 4.8, percentage: 75, status: 'eligible' as const },
      ],
    };
    gateway.set({
      [LIST]: ok(eligibilityList([afterGrant, raviStanding])),
      [CONDONATIONS]: ok({ condonations: [granted, physicsMedical, mathsSports] }),
    });
    held.release({ status: 201, body: { success: true, condonation: granted } });

    expect(await screen.findByText('Condonation granted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'PH101 Physics · 3 lectures' })).toHaveTextContent('by Asha Rao');
    await waitFor(() =>
      expect(subjectRows()[2]).toEqual(['PH101 Physics', '26 / 40', '4.8', '75%', 'Eligible', '6', '73.9%', '0']),
    );
    expect(gateway.callsTo(LIST)).toHaveLength(2);
    expect(gateway.callsTo(CONDONATIONS)).toHaveLength(2);
  });

  it("shows the server's refusal of a grant in the dialog, and changes nothing", async () => {
    const { user, gateway } = open({ 'POST /admin/condonations': failure(409, eligibilityMessages.notEnrolled) });
    await user.click(await screen.findByRole('button', { name: 'Grant condonation' }));
    await chooseOption(user, 'Subject', 'MA101 Mathematics', dialog());
    await user.type(within(dialog()).getByLabelText(/Lectures/), '2');
    await user.type(within(dialog()).getByLabelText(/^Reason/), 'Medical leave');
    await user.click(within(dialog()).getByRole('button', { name: 'Grant condonation' }));
    expect(await within(dialog()).findByText(eligibilityMessages.notEnrolled)).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/condonations')[0]!.body).toEqual({
      studentId: ashaStanding.studentId,
      subjectId: subjectFixtures.maths.id,
      lectures: 2,
      reason: 'Medical leave',
    });
    expect(gateway.callsTo(LIST)).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('withdraws a condonation after asking, and shows it withdrawn', async () => {
    const held = heldReply();
    const path = `DELETE /admin/condonations/${physicsMedical.id}`;
    const { user, gateway } = open({ [path]: held.route });
    const medical = await screen.findByRole('listitem', { name: 'PH101 Physics · 2 lectures' });
    await user.click(within(medical).getByRole('button', { name: 'Withdraw PH101 Physics · 2 lectures' }));
    expect(dialog()).toHaveAccessibleName('Withdraw condonation');
    expect(dialog()).toHaveTextContent(
      'Withdraw the condonation of PH101 Physics · 2 lectures? It no longer counts for eligibility, and stays in the history.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog()).getByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    const withdrawn = { ...physicsMedical, withdrawnBy: physicsMedical.grantedBy, withdrawnAt: '2026-09-21T06:00:00.000Z' };
    gateway.set({ [CONDONATIONS]: ok({ condonations: [withdrawn, mathsSports] }) });
    held.release(ok({ condonation: withdrawn }));

    expect(await screen.findByText('Condonation withdrawn')).toBeInTheDocument();
    expect(gateway.callsTo(path)).toHaveLength(1);
    await waitFor(() => expect(condonation('PH101 Physics · 2 lectures')).toHaveTextContent(/Withdrawn21 Sept 2026, 11:30 am/i));
    expect(
      within(condonation('PH101 Physics · 2 lectures')).queryByRole('button', { name: /^Withdraw/ }),
    ).not.toBeInTheDocument();
    expect(gateway.callsTo(LIST)).toHaveLength(2);
  });

  it("keeps a refused withdrawal's reason in the dialog", async () => {
    const { user } = open({
      [`DELETE /admin/condonations/${physicsMedical.id}`]: failure(409, eligibilityMessages.withdrawnAlready),
    });
    const medical = await screen.findByRole('listitem', { name: 'PH101 Physics · 2 lectures' });
    await user.click(within(medical).getByRole('button', { name: 'Withdraw PH101 Physics · 2 lectures' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog()).findByText(eligibilityMessages.withdrawnAlready)).toBeInTheDocument();
  });

  it('offers neither Grant nor Withdraw to an admin who may not correct attendance', async () => {
    const { gateway } = open({}, { permissions: ['view_reports'] });
    await screen.findByRole('listitem', { name: 'PH101 Physics · 2 lectures' });
    await waitFor(() => expect(gateway.callsTo('GET /admin/me')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Grant condonation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
  });

  it('says so when a student has no condonations', async () => {
    open(
      { [`GET /admin/condonations?studentId=${raviStanding.studentId}`]: ok({ condonations: [] }) },
      {
        at: `/admin/reports/eligibility/students/${raviStanding.studentId}`,
      },
    );
    expect(await screen.findByText('No condonations granted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('says so when the student is not in the list of that semester and day', async () => {
    open(
      { [`${LIST}?asOf=2026-06-02`]: ok({ ...eligibilityList([raviStanding]), asOf: '2026-06-02' }) },
      { at: `/admin/reports/eligibility/students/${ashaStanding.studentId}?asOf=2026-06-02` },
    );
    expect(await screen.findByText('This student is not in the eligibility list of this semester and day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant condonation' })).not.toBeInTheDocument();
  });
});
