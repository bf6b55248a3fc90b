import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok } from '@rollcall/api-client/testing';
import { absenceAlertMessages, eligibilityMessages } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { readOnlyPermissions, settingsFixture } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const loaded = ok({ settings: settingsFixture });
const threshold = () => screen.getByLabelText('Attendance threshold (%)');
const windowDays = () => screen.getByLabelText('Correction window (days)');
const floor = () => screen.getByLabelText('Condonation floor (%)');
const save = () => screen.getByRole('button', { name: 'Save settings' });
const summaries = () => screen.getByRole('radiogroup', { name: 'Daily summaries' });
const absenceSection = () => screen.getByRole('region', { name: 'Absence alerts' });
const mode = (name: string) => within(absenceSection()).getByRole('radio', { name });
const daysInARow = () => screen.getByRole('combobox', { name: 'Alert after absent days in a row' });
const minimumLectures = () => screen.getByLabelText('Low-attendance alerts after (lectures)');
const toStudents = () => screen.getByRole('switch', { name: 'Also send absence alerts to students' });

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
    expect(within(summaries()).getByRole('radio', { name: 'On' })).toBeChecked();
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
    await user.click(within(summaries()).getByRole('radio', { name: 'Off' }));
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

  it('shows the absence alerts: how families hear of them, each choice explained, after how many days, and to whom', async () => {
    await openPage();
    const choices = within(screen.getByRole('group', { name: 'How families hear of absences' })).getAllByRole('radio');
    expect(choices.map((choice) => [choice.getAttribute('value'), (choice as HTMLInputElement).checked])).toEqual([
      ['first-absence', true],
      ['evening-only', false],
      ['off', false],
    ]);
    expect(mode('The same morning (first absence of the day)')).toHaveAccessibleDescription(
      "A few minutes after the register that marks a student's first absence of the day",
    );
    expect(mode('In the evening only')).toHaveAccessibleDescription('In the daily summary, at the summary time');
    expect(mode('Off')).toHaveAccessibleDescription(
      'No mail of the day’s absences (absent days in a row follow their own setting below)',
    );
    expect(daysInARow()).toHaveTextContent('3 school days');
    expect(minimumLectures()).toHaveValue('6');
    expect(minimumLectures()).toHaveAccessibleDescription(
      'A subject is warned of only once this many of its lectures are marked',
    );
    expect(toStudents()).not.toBeChecked();
    expect(toStudents()).toHaveAccessibleDescription('For colleges and senior students; parents always get them');
  });

  it('saves the absence alerts with the other settings: Off for days in a row sends null', async () => {
    const user = userEvent.setup();
    const patched = heldReply();
    const gateway = await openPage({ 'PATCH /admin/settings': patched.route });
    await user.click(mode('In the evening only'));
    await user.click(daysInARow());
    await user.click(screen.getByRole('option', { name: 'Off' }));
    await user.clear(minimumLectures());
    await user.type(minimumLectures(), '10');
    await user.click(toStudents());
    await user.click(save());
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo('PATCH /admin/settings')[0]!.body).toEqual({
      absenceAlerts: 'evening-only',
      consecutiveAbsenceDays: null,
      alertMinimumLectures: 10,
      absenceAlertsToStudents: true,
    });
    patched.release(
      ok({
        settings: {
          ...settingsFixture,
          absenceAlerts: 'evening-only',
          consecutiveAbsenceDays: null,
          alertMinimumLectures: 10,
          absenceAlertsToStudents: true,
        },
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(mode('In the evening only')).toBeChecked();
    expect(daysInARow()).toHaveTextContent('Off');
    expect(minimumLectures()).toHaveValue('10');
    expect(toStudents()).toBeChecked();

    // From Off back to a number of days, and the alerts off altogether.
    gateway.set({
      'PATCH /admin/settings': ok({ settings: { ...settingsFixture, absenceAlerts: 'off', consecutiveAbsenceDays: 5 } }),
    });
    await user.click(mode('Off'));
    await user.click(daysInARow());
    await user.click(screen.getByRole('option', { name: '5 school days' }));
    await user.click(save());
    await screen.findByRole('button', { name: 'Save settings' });
    expect(gateway.callsTo('PATCH /admin/settings')[1]!.body).toEqual({ absenceAlerts: 'off', consecutiveAbsenceDays: 5 });
  });

  it.each(['0', '51', '2.5', ''])('refuses %j lectures before low-attendance alerts, beside the field', async (typed) => {
    const user = userEvent.setup();
    const gateway = await openPage();
    await user.clear(minimumLectures());
    if (typed) await user.type(minimumLectures(), typed);
    await user.click(save());
    expect(minimumLectures()).toHaveAccessibleDescription(new RegExp(absenceAlertMessages.validMinimumLectures));
    expect(gateway.callsTo('PATCH /admin/settings')).toHaveLength(0);
  });

  it("shows the server's refusal of an absence alert setting", async () => {
    const user = userEvent.setup();
    await openPage({ 'PATCH /admin/settings': failure(400, absenceAlertMessages.validConsecutiveDays) });
    await user.click(daysInARow());
    await user.click(screen.getByRole('option', { name: '10 school days' }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(absenceAlertMessages.validConsecutiveDays);
    expect(daysInARow()).toHaveTextContent('10 school days');
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

  it('saved unchanged, confirms the settings as they are (the first-run checklist asks for it)', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ 'PATCH /admin/settings': ok({ settings: settingsFixture }) });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(gateway.callsTo('PATCH /admin/settings').map((call) => call.body)).toEqual([{ timeZone: settingsFixture.timeZone }]);
  });

  it('checks the values next to their fields, and sends nothing invalid', async () => {
    const user = userEvent.setup();
    const gateway = await openPage();
    await screen.findByRole('button', { name: 'Save settings' });

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
    expect(within(summaries()).getByRole('radio', { name: 'On' })).toBeDisabled();
    expect(mode('In the evening only')).toBeDisabled();
    expect(daysInARow()).toBeDisabled();
    expect(minimumLectures()).toBeDisabled();
    expect(toStudents()).toBeDisabled();
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
    expect(within(screen.getByRole('form')).getByRole('region', { name: 'Absence alerts' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
