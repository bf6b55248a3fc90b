import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok } from '@rollcall/api-client/testing';
import { eligibilityMessages } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { readOnlyPermissions, settingsFixture } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const loaded = ok({ settings: settingsFixture });
const threshold = () => screen.getByLabelText('Attendance threshold (%)');
const windowDays = () => screen.getByLabelText('Correction window (days)');
const floor = () => screen.getByLabelText('Condonation floor (%)');
const save = () => screen.getByRole('button', { name: 'Save settings' });

async function openPage(routes = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const gateway = adminGateway({ 'GET /admin/settings': loaded, ...routes }, permissions);
  renderAdmin('/admin/administration/settings');
  await screen.findByRole('form', { name: 'Institute settings' });
  return gateway;
}

describe('Settings', () => {
  it("shows the institute's settings, each explained", async () => {
    await openPage();
    await screen.findByRole('button', { name: 'Save settings' });
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Asia/Kolkata');
    expect(threshold()).toHaveValue('75');
    expect(threshold()).toHaveAccessibleDescription('Students below this percentage are warned');
    expect(screen.getByLabelText('Daily summary time')).toHaveValue('18:00');
    expect(screen.getByLabelText('Daily summary time')).toHaveAccessibleDescription("In the institute's time zone");
    expect(screen.getByRole('radiogroup', { name: 'Daily summaries' })).toHaveAccessibleDescription(
      "Every day at the summary time, students and parents get the day's attendance, and an alert when a subject falls below the threshold",
    );
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
    expect(windowDays()).toHaveValue('3');
    expect(windowDays()).toHaveAccessibleDescription('Days in which a teacher may still correct their own lecture');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('saves only the changed settings, reading Saving... meanwhile, then says so', async () => {
    const user = userEvent.setup();
    const patched = heldReply();
    const gateway = await openPage({ 'PATCH /admin/settings': patched.route });
    await user.clear(threshold());
    await user.type(threshold(), '80.25');
    await user.click(await screen.findByRole('radio', { name: 'Off' }));
    await user.click(save());
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('PATCH /admin/settings')[0]!.body).toEqual({ attendanceThreshold: 80.3, dailySummaries: false });
    patched.release(ok({ settings: { ...settingsFixture, attendanceThreshold: 80.3, dailySummaries: false } }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(threshold()).toHaveValue('80.3');

    // The saved values are what the next save is compared with.
    gateway.set({ 'PATCH /admin/settings': ok({ settings: { ...settingsFixture, correctionWindowDays: 7 } }) });
    await user.clear(windowDays());
    await user.type(windowDays(), '7');
    await user.click(save());
    await screen.findByRole('button', { name: 'Save settings' });
    expect(gateway.callsTo('PATCH /admin/settings')[1]!.body).toEqual({ correctionWindowDays: 7 });
  });

  it('shows the condonation floor beside the threshold, explained, and saves it to one decimal', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      'PATCH /admin/settings': ok({ settings: { ...settingsFixture, condonationFloor: 60.5 } }),
    });
    expect(floor()).toHaveValue('65');
    expect(floor()).toHaveAccessibleDescription('Below this a shortfall can no longer be condoned');
    const fields = screen.getAllByRole('textbox').map((field) => field.getAttribute('id'));
    expect(fields.indexOf(floor().id)).toBe(fields.indexOf(threshold().id) + 1);
    await user.clear(floor());
    await user.type(floor(), '60.45');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(gateway.callsTo('PATCH /admin/settings')[0]!.body).toEqual({ condonationFloor: 60.5 });
    expect(floor()).toHaveValue('60.5');
  });

  it('keeps the condonation floor from 0 to the threshold typed beside it', async () => {
    const user = userEvent.setup();
    const gateway = await openPage();
    await user.clear(floor());
    await user.type(floor(), '80');
    await user.click(save());
    expect(floor()).toHaveAccessibleDescription(new RegExp(eligibilityMessages.floorAboveThreshold));
    await user.clear(floor());
    await user.type(floor(), '-1');
    await user.click(save());
    expect(floor()).toHaveAccessibleDescription(new RegExp(eligibilityMessages.validFloor));
    expect(gateway.callsTo('PATCH /admin/settings')).toHaveLength(0);

    // Raising the threshold with it is fine.
    gateway.set({
      'PATCH /admin/settings': ok({ settings: { ...settingsFixture, attendanceThreshold: 85, condonationFloor: 80 } }),
    });
    await user.clear(threshold());
    await user.type(threshold(), '85');
    await user.clear(floor());
    await user.type(floor(), '80');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(gateway.callsTo('PATCH /admin/settings')[0]!.body).toEqual({ attendanceThreshold: 85, condonationFloor: 80 });
  });

  it("shows the server's refusal of a condonation floor", async () => {
    const user = userEvent.setup();
    await openPage({ 'PATCH /admin/settings': failure(400, eligibilityMessages.floorAboveThreshold) });
    await user.clear(floor());
    await user.type(floor(), '70');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(eligibilityMessages.floorAboveThreshold);
    expect(floor()).toHaveValue('70');
  });

  it('changes the time zone from the searchable list', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({
      'PATCH /admin/settings': ok({ settings: { ...settingsFixture, timeZone: 'Europe/London' } }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Time zone' }));
    await user.type(screen.getByRole('textbox', { name: 'Search options' }), 'london');
    await user.click(screen.getByRole('option', { name: 'Europe/London' }));
    await user.click(save());
    await screen.findByText('Settings saved');
    expect(gateway.callsTo('PATCH /admin/settings')[0]!.body).toEqual({ timeZone: 'Europe/London' });
  });

  it('checks the values next to their fields, and sends nothing unchanged', async () => {
    const user = userEvent.setup();
    const gateway = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please change at least one setting');

    await user.clear(threshold());
    await user.type(threshold(), '120');
    await user.clear(windowDays());
    await user.type(windowDays(), '1.5');
    await user.click(save());
    expect(threshold()).toHaveAccessibleDescription(/Attendance threshold must be between 1 and 100/);
    expect(windowDays()).toHaveAccessibleDescription(/Correction window must be a whole number of days from 0 to 365/);
    expect(gateway.callsTo('PATCH /admin/settings')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    await openPage({ 'PATCH /admin/settings': failure(403, 'You do not have permission to do this') });
    await user.clear(windowDays());
    await user.type(windowDays(), '5');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
  });

  it('without manage_setup the settings are read only, with a note', async () => {
    await openPage({}, readOnlyPermissions);
    expect(screen.getByText('These settings can be changed by admins who may manage the setup.')).toBeInTheDocument();
    expect(threshold()).toBeDisabled();
    expect(floor()).toBeDisabled();
    expect(windowDays()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'On' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with Retry', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = adminGateway({ 'GET /admin/settings': held.route });
    renderAdmin('/admin/administration/settings');
    expect(await screen.findByText('Loading settings')).toBeInTheDocument();
    held.release(failure(503, 'Unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the settings');
    gateway.set({ 'GET /admin/settings': loaded });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Institute settings' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    await openPage();
    await screen.findByRole('button', { name: 'Save settings' });
    expect(within(screen.getByRole('form')).getByRole('radiogroup', { name: 'Daily summaries' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
