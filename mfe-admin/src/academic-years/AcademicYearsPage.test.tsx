import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { academicYears, freezeToday, readOnlyPermissions } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const [current, previous] = academicYears;
const listed = ok({ academicYears });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const yearCard = (name: string) => screen.getByRole('region', { name });

async function openPage(routes = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const gateway = adminGateway({ 'GET /admin/academic-years': listed, ...routes }, permissions);
  renderAdmin('/admin/administration/years');
  await screen.findByRole('region', { name: '2026–27' });
  return gateway;
}

/** Types a name and both days into the open dialog. */
async function fillDialog(user: ReturnType<typeof userEvent.setup>, name: string, startsOn: string, endsOn: string) {
  const fields = within(screen.getByRole('dialog'));
  await user.clear(fields.getByLabelText('Name'));
  await user.type(fields.getByLabelText('Name'), name);
  await user.clear(fields.getByLabelText('Starts on'));
  await user.type(fields.getByLabelText('Starts on'), startsOn);
  await user.clear(fields.getByLabelText('Ends on'));
  await user.type(fields.getByLabelText('Ends on'), endsOn);
}

describe('Years & semesters', () => {
  beforeEach(() => {
    freezeToday('2026-08-10');
  });
  afterEach(() => jest.useRealTimers());

  it('lists the years newest first with readable dates, each with its semesters and which is current', async () => {
    await openPage();
    const years = within(screen.getByRole('list', { name: 'Academic years' })).getAllByRole('region');
    expect(years.map((year) => year.getAttribute('aria-label'))).toEqual(['2026–27', '2025–26']);
    expect(yearCard('2026–27')).toHaveTextContent('1 Jun 2026 – 31 May 2027 · Current');
    expect(yearCard('2025–26')).toHaveTextContent('1 Jun 2025 – 31 May 2026 · Finished');
    const semesters = within(screen.getByRole('table', { name: 'Semesters of 2026–27' }))
      .getAllByRole('row')
      .slice(1);
    expect(semesters.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Semester 11 Jun 2026 – 30 Nov 2026Current'),
      expect.stringContaining('Semester 21 Dec 2026 – 31 May 2027Upcoming'),
    ]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows loading, then a failure with Retry, then the years', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = adminGateway({ 'GET /admin/academic-years': held.route });
    renderAdmin('/admin/administration/years');
    expect(await screen.findByText('Loading academic years')).toBeInTheDocument();
    held.release(failure(503, 'The database is unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load academic years');
    gateway.set({ 'GET /admin/academic-years': listed });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: '2026–27' })).toBeInTheDocument();
  });

  it('says when there are no years yet', async () => {
    adminGateway({ 'GET /admin/academic-years': ok({ academicYears: [] }) });
    renderAdmin('/admin/administration/years');
    expect(await screen.findByText('No academic years yet')).toBeInTheDocument();
  });

  it('searches years and semesters by name', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search years and semesters' }), 'semester 1');
    expect(screen.getByRole('region', { name: '2026–27' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '2025–26' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('No years or semesters found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByRole('region', { name: '2025–26' })).toBeInTheDocument();
  });

  it('adds an academic year: checks the days, sends the fields, reads Saving... and tells it is done', async () => {
    const user = userEvent.setup();
    const created = heldReply();
    const gateway = await openPage({ 'POST /admin/academic-years': created.route });
    await user.click(screen.getByRole('button', { name: 'Add academic year' }));
    await fillDialog(user, ' 2027–28 ', '2027-06-01', '2027-05-31');
    await user.click(within(dialog('Add academic year')).getByRole('button', { name: 'Add academic year' }));
    expect(within(dialog('Add academic year')).getByLabelText('Ends on')).toHaveAccessibleDescription(
      'End date must be on or after the start date',
    );
    expect(gateway.callsTo('POST /admin/academic-years')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Ends on'));
    await user.type(screen.getByLabelText('Ends on'), '2029-06-01');
    await user.click(within(dialog('Add academic year')).getByRole('button', { name: 'Add academic year' }));
    expect(within(dialog('Add academic year')).getByLabelText('Ends on')).toHaveAccessibleDescription(
      'An academic year can be at most 2 years long',
    );
    expect(gateway.callsTo('POST /admin/academic-years')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Ends on'));
    await user.type(screen.getByLabelText('Ends on'), '2028-05-31');
    await user.click(within(dialog('Add academic year')).getByRole('button', { name: 'Add academic year' }));
    expect(within(dialog('Add academic year')).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/academic-years')[0]!.body).toEqual({
      name: '2027–28',
      startsOn: '2027-06-01',
      endsOn: '2028-05-31',
    });
    created.release(ok({ academicYear: { id: current!.id, name: '2027–28', startsOn: '2027-06-01', endsOn: '2028-05-31' } }));
    expect(await screen.findByText('2027–28 added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/academic-years')).toHaveLength(2));
  });

  it("adds a semester to its year, and shows the server's refusal of overlapping days in the dialog", async () => {
    const user = userEvent.setup();
    const overlap = 'Semester 3 overlaps Semester 2 (1 Dec 2026 – 31 May 2027)';
    const gateway = await openPage({ 'POST /admin/semesters': failure(409, overlap) });
    await user.click(within(yearCard('2026–27')).getByRole('button', { name: 'Add semester' }));
    const add = dialog('Add semester to 2026–27');
    expect(within(add).getByLabelText('Starts on')).toHaveAttribute('min', '2026-06-01');
    expect(within(add).getByLabelText('Starts on')).toHaveAttribute('max', '2027-05-31');
    await fillDialog(user, 'Semester 3', '2027-01-01', '2027-03-31');
    await user.click(within(add).getByRole('button', { name: 'Add semester' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent(overlap);
    expect(gateway.callsTo('POST /admin/semesters')[0]!.body).toEqual({
      academicYearId: current!.id,
      name: 'Semester 3',
      startsOn: '2027-01-01',
      endsOn: '2027-03-31',
    });
  });

  it('edits a year and a semester with PUT, starting from their saved fields', async () => {
    const user = userEvent.setup();
    const semester = current!.semesters[1]!;
    const gateway = await openPage({
      [`PUT /admin/academic-years/${previous!.id}`]: ok({ academicYear: previous }),
      [`PUT /admin/semesters/${semester.id}`]: ok({ semester }),
    });
    await user.click(within(yearCard('2025–26')).getByRole('button', { name: 'Edit 2025–26' }));
    expect(within(dialog('Edit 2025–26')).getByLabelText('Starts on')).toHaveValue('2025-06-01');
    await user.clear(screen.getByLabelText('Ends on'));
    await user.type(screen.getByLabelText('Ends on'), '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('2025–26 saved')).toBeInTheDocument();
    expect(gateway.callsTo(`PUT /admin/academic-years/${previous!.id}`)[0]!.body).toEqual({
      name: '2025–26',
      startsOn: '2025-06-01',
      endsOn: '2026-04-30',
    });

    const semesters = screen.getByRole('table', { name: 'Semesters of 2026–27' });
    await user.click(within(semesters).getByRole('button', { name: 'Edit Semester 2' }));
    await user.type(within(dialog('Edit Semester 2')).getByLabelText('Name'), ' (spring)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Semester 2 (spring) saved');
    expect(gateway.callsTo(`PUT /admin/semesters/${semester.id}`)[0]!.body).toEqual({
      name: 'Semester 2 (spring)',
      startsOn: '2026-12-01',
      endsOn: '2027-05-31',
    });
  });

  it('removing a year with attendance is refused in the dialog; a semester is removed after asking', async () => {
    const user = userEvent.setup();
    const refusal = 'This year has attendance records, so it cannot be removed';
    const semester = current!.semesters[1]!;
    const removal = heldReply();
    const gateway = await openPage({
      [`DELETE /admin/academic-years/${previous!.id}`]: failure(409, refusal),
      [`DELETE /admin/semesters/${semester.id}`]: removal.route,
    });
    await user.click(within(yearCard('2025–26')).getByRole('button', { name: 'Remove 2025–26' }));
    await user.click(within(dialog('Remove academic year')).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog('Remove academic year')).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(yearCard('2026–27')).getByRole('button', { name: 'Remove Semester 2' }));
    expect(dialog('Remove semester')).toHaveTextContent('Are you sure you want to remove Semester 2?');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    removal.release(ok({}));
    expect(await screen.findByText('Semester 2 was removed')).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/semesters/${semester.id}`)).toHaveLength(1);
  });

  it('without manage_setup the years are shown with no way to change them', async () => {
    await openPage({}, readOnlyPermissions);
    expect(screen.getByRole('table', { name: 'Semesters of 2026–27' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add academic year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add semester' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations, with the add dialog open too', async () => {
    const user = userEvent.setup();
    await openPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add academic year' })).toBeInTheDocument());
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add academic year' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
