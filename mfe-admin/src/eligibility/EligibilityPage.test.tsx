import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fileReply, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { Permission } from '@rollcall/contracts';
import { addressBar, chooseOption, offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { ashaStanding, eligibilityList, meenaStanding, raviStanding } from '../../test/eligibility';
import { academicYears, classFixtures, freezeToday, semesterFixtures, settingsFixture } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';
import { attendanceViewTexts } from '@rollcall/attendance-ui';

const english = attendanceViewTexts.english;

// The grids hold a cell per student and subject: role queries over them take seconds on a busy machine.
jest.setTimeout(20_000);

const LIST = 'GET /admin/eligibility';
const { tenA, tenB } = classFixtures;
const { autumn2026 } = semesterFixtures;

function open(
  routes: Record<string, Route> = {},
  { at = '/admin/reports/eligibility', permissions }: { at?: string; permissions?: Permission[] } = {},
) {
  const gateway = adminGateway(
    {
      'GET /admin/academic-years': ok({ academicYears }),
      'GET /admin/classes': ok({ classes: [tenA, tenB] }),
      'GET /admin/settings': ok({ settings: settingsFixture }),
      [LIST]: ok(eligibilityList()),
      ...routes,
    },
    permissions,
  );
  renderAdmin(at);
  return { gateway, user: userEvent.setup() };
}

/** A class's grid, by its caption. */
const grid = (caption: string) => screen.getByRole('table', { name: caption });
/** The grid's rows as text, a cell a string, the header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Exam eligibility', () => {
  afterEach(() => {
    offThePhone();
    jest.useRealTimers();
  });

  it('opens from Reports and shows each class as a grid of percentages and statuses, with a count per status', async () => {
    const { user, gateway } = open({}, { at: '/admin/reports' });
    await user.click(await screen.findByRole('button', { name: 'Exam eligibility' }));
    expect(addressBar()).toHaveTextContent(/^\/admin\/reports\/eligibility$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam eligibility' })).toBeInTheDocument();

    expect(rowsOf(await screen.findByRole('table', { name: 'Class 10 A · 2 students' }))).toEqual([
      ['Roll number · Student', 'MA101 Mathematics', 'PH101 Physics'],
      ['10A-10 Asha Verma', '80% Eligible', '70% Needs condonation'],
      ['10A-2 Ravi Kumar', '55% Short', '90% Eligible'],
    ]);
    expect(rowsOf(grid('Class 10 B · 1 student'))).toEqual([
      ['Roll number · Student', 'MU201 Music'],
      ['10B-4 Meena Das', '–No lectures yet Eligible'],
    ]);
    expect(screen.getByText('As of 21 Sept 2026 · eligible from 75% · condonable from 65% · 3 students')).toBeInTheDocument();
    const counts = within(screen.getByRole('region', { name: 'Subject standings' })).getAllByRole('listitem');
    expect(counts.map((count) => count.textContent)).toEqual(['Eligible 3', 'Needs condonation 1', 'Short 1']);

    // The server chose the semester and the day: the filters say which.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('2026–27 – Semester 1'));
    expect(screen.getByLabelText('As of')).toHaveValue('2026-09-21');
    expect(screen.getByLabelText('As of')).toHaveAttribute('min', autumn2026.startsOn);
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveTextContent('All classes');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(gateway.callsTo(LIST)).not.toHaveLength(0);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('filters by status, class and day, the address and the request naming the same list', async () => {
    const shortOnly = `${LIST}?status=short`;
    const ofTenA = `${LIST}?classId=${tenA.id}&status=short`;
    const earlier = `${LIST}?classId=${tenA.id}&asOf=2026-09-01&status=short`;
    const { user, gateway } = open({
      [shortOnly]: ok(eligibilityList([raviStanding])),
      [ofTenA]: ok(eligibilityList([raviStanding])),
      [earlier]: ok({ ...eligibilityList([]), asOf: '2026-09-01' }),
    });
    await screen.findByRole('table', { name: 'Class 10 A · 2 students' });

    await chooseOption(user, 'Status', 'Short');
    expect(addressBar()).toHaveTextContent('/admin/reports/eligibility?status=short');
    expect(rowsOf(await screen.findByRole('table', { name: 'Class 10 A · 1 student' })).slice(1)).toEqual([
      ['10A-2 Ravi Kumar', '55% Short', '90% Eligible'],
    ]);
    expect(screen.queryByRole('table', { name: /Class 10 B/ })).not.toBeInTheDocument();
    expect(gateway.callsTo(shortOnly)).toHaveLength(1);

    await chooseOption(user, 'Class', 'Class 10 A');
    await waitFor(() => expect(gateway.callsTo(ofTenA)).toHaveLength(1));
    expect(addressBar()).toHaveTextContent(`?classId=${tenA.id}&status=short`);

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-09-01' } });
    expect(await screen.findByText('No students match these filters')).toBeInTheDocument();
    expect(gateway.callsTo(earlier)).toHaveLength(1);
    expect(screen.getByLabelText('As of')).toHaveValue('2026-09-01');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(addressBar()).toHaveTextContent(/^\/admin\/reports\/eligibility$/);
    expect(await screen.findByRole('table', { name: 'Class 10 A · 2 students' })).toBeInTheDocument();
  });

  it('another semester drops the day chosen in the last one', async () => {
    const spring = academicYears[1]!.semesters[0]!;
    const ofSpring = `${LIST}?semesterId=${spring.id}`;
    const { user, gateway } = open(
      { [ofSpring]: ok({ ...eligibilityList([]), asOf: spring.endsOn }) },
      { at: '/admin/reports/eligibility?asOf=2026-09-10' },
    );
    gateway.set({ [`${LIST}?asOf=2026-09-10`]: ok(eligibilityList()) });
    await screen.findByRole('table', { name: 'Class 10 A · 2 students' });
    await chooseOption(user, 'Semester', '2025–26 – Semester 2');
    expect(addressBar()).toHaveTextContent(`/admin/reports/eligibility?semesterId=${spring.id}`);
    await waitFor(() => expect(gateway.callsTo(ofSpring)).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('As of')).toHaveValue('2026-05-31'));
  });

  it('on a phone shows a card per student with a line per subject, and nothing to scroll sideways', async () => {
    onAPhone();
    open();
    const tenAList = await screen.findByRole('region', { name: 'Class 10 A · 2 students' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const asha = within(tenAList).getByRole('list', { name: 'Asha Verma' });
    expect(
      within(asha)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MA101 Mathematics80% Eligible', 'PH101 Physics70% Needs condonation']);
    expect(within(tenAList).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      `/admin/reports/eligibility/students/${raviStanding.studentId}`,
    );
    expect(screen.getByRole('region', { name: 'Class 10 B · 1 student' })).toHaveTextContent('Meena Das');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("shows the institute's today while the list loads, then the day the server read it as of", async () => {
    // 20:00 on 20 September in UTC is already 21 September in Kolkata.
    freezeToday('2026-09-20', '20:00');
    const held = heldReply();
    open({ [LIST]: held.route });
    expect(await screen.findByText('Loading the eligibility list')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('As of')).toHaveValue('2026-09-21'));
    jest.useRealTimers();
    held.release(ok({ ...eligibilityList(), asOf: '2026-09-18' }));
    await screen.findByRole('table', { name: 'Class 10 A · 2 students' });
    expect(screen.getByLabelText('As of')).toHaveValue('2026-09-18');
  });

  it('shows the loading, then a failure in words with Retry', async () => {
    const held = heldReply();
    const { user, gateway } = open({ [LIST]: held.route });
    expect(await screen.findByText('Loading the eligibility list')).toBeInTheDocument();
    held.release(failure(404, 'No semester has been set up yet'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the eligibility list: No semester has been set up yet',
    );
    gateway.set({ [LIST]: ok(eligibilityList([meenaStanding])) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Class 10 B · 1 student' })).toBeInTheDocument();
  });

  it("links each student to their page, keeping the list's filters", async () => {
    open(
      { [`${LIST}?status=condonable`]: ok(eligibilityList([ashaStanding])) },
      { at: '/admin/reports/eligibility?status=condonable' },
    );
    const table = await screen.findByRole('table', { name: 'Class 10 A · 1 student' });
    expect(within(table).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      `/admin/reports/eligibility/students/${ashaStanding.studentId}?status=condonable`,
    );
  });
});

describe('Exam eligibility downloads', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:eligibility');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** The list on screen, its semester and day spelled out as the server chose them. */
  const shown = `semesterId=${autumn2026.id}&classId=${tenA.id}&asOf=2026-09-21`;

  it('downloads the CSV and the PDF of the list on screen, busy while each is prepared', async () => {
    const csv = `GET /admin/eligibility.csv?${shown}`;
    const pdf = `GET /admin/eligibility.pdf?${shown}`;
    const heldPdf = heldReply();
    const { user, gateway } = open(
      {
        [`${LIST}?classId=${tenA.id}`]: ok(eligibilityList([ashaStanding, raviStanding])),
        [csv]: fileReply('Class,Roll number\r\n', 'text/csv', 'eligibility-2026-09-21.csv'),
        [pdf]: heldPdf.route,
      },
      { at: `/admin/reports/eligibility?classId=${tenA.id}` },
    );
    await screen.findByRole('table', { name: 'Class 10 A · 2 students' });
    await user.click(screen.getByRole('button', { name: english('report.downloadCsv') }));
    await waitFor(() => expect(saved).toEqual(['eligibility-2026-09-21.csv blob:eligibility']));
    expect(gateway.callsTo(csv)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: english('report.downloadPdf') }));
    const busy = screen.getByRole('button', { name: english('report.preparingPdf') });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: english('report.downloadCsv') })).toBeDisabled();
    heldPdf.release(fileReply('%PDF-1.7', 'application/pdf', 'eligibility-2026-09-21.pdf'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('eligibility-2026-09-21.pdf blob:eligibility');
    expect(screen.getByRole('button', { name: english('report.downloadPdf') })).toBeEnabled();
  });

  it("shows a download's refusal in words", async () => {
    const { user } = open(
      {
        [`${LIST}?classId=${tenA.id}`]: ok(eligibilityList([ashaStanding])),
        [`GET /admin/eligibility.pdf?${shown}`]: failure(403, 'You do not have permission to do this'),
      },
      { at: `/admin/reports/eligibility?classId=${tenA.id}` },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: english('report.downloadPdf') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    expect(saved).toEqual([]);
  });

  it('hides the downloads from an admin without Export reports', async () => {
    const { gateway } = open({}, { permissions: ['view_reports'] });
    await screen.findByRole('table', { name: 'Class 10 A · 2 students' });
    await waitFor(() => expect(gateway.callsTo('GET /admin/me')).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: english('report.downloadCsv') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: english('report.downloadPdf') })).not.toBeInTheDocument();
  });
});
