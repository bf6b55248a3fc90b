import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkLoadingThenRetry, failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { parentGateway, renderParent, renderStudent, studentGateway } from '../../test/area';
import { attendanceOf, childFixtures, childrenAnswer, mailPreferencesAnswer } from '../../test/fixtures';

const SUMMARY_LINE = "Every day at 18:00 (Asia/Kolkata): the day's lectures and marks, and the percentage per subject";

/** The two areas of the page: the same Email settings, the parent's said of their children. */
const readers = [
  {
    reader: 'student',
    gateway: (routes: Record<string, Route>) =>
      studentGateway({ 'GET /student/attendance': ok({ ...attendanceOf() }), ...routes }),
    render: renderStudent,
    attendance: '/student',
    attendanceHeading: 'My attendance',
    summaryLine: SUMMARY_LINE,
    alertsLine: 'Once, when a subject falls below 75%',
    absenceLine: 'The same morning, when you are first marked absent that day; and when absent several school days in a row',
  },
  {
    reader: 'parent',
    gateway: (routes: Record<string, Route>) =>
      parentGateway({
        'GET /parent/children': childrenAnswer([childFixtures.aarav]),
        [`GET /parent/children/${childFixtures.aarav.id}/attendance`]: ok({ ...attendanceOf() }),
        ...routes,
      }),
    render: renderParent,
    attendance: `/parent/${childFixtures.aarav.id}`,
    attendanceHeading: 'Aarav Sharma',
    summaryLine: `${SUMMARY_LINE}, about each of your children`,
    alertsLine: 'Once, when a subject of one of your children falls below 75%',
    absenceLine:
      'The same morning, when one of your children is first marked absent that day; and when absent several school days in a row',
  },
] as const;

const summary = () => screen.getByRole('switch', { name: 'Daily summary' });
const alerts = () => screen.getByRole('switch', { name: 'Low-attendance alerts' });
const absences = () => screen.getByRole('switch', { name: 'Absence alerts' });

describe.each(readers)(
  'Email settings of the $reader',
  ({ reader, gateway, render, attendance, attendanceHeading, ...lines }) => {
    const GET = `GET /${reader}/mail-preferences`;
    const PATCH = `PATCH /${reader}/mail-preferences`;
    const page = `/${reader}/emails`;

    async function openPage(routes: Record<string, Route> = {}) {
      const gatewayOfPage = gateway({ [GET]: mailPreferencesAnswer(), ...routes });
      render(page);
      await screen.findByRole('switch', { name: 'Daily summary' });
      return gatewayOfPage;
    }

    it('is reached from the attendance page, and Back returns there', async () => {
      gateway({ [GET]: mailPreferencesAnswer() });
      render(attendance);
      await screen.findByRole('heading', { level: 1, name: attendanceHeading });
      await userEvent.click(screen.getByRole('link', { name: 'Email settings' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Email settings' })).toBeInTheDocument();
      expect(addressBar()).toHaveTextContent(page);
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { level: 1, name: attendanceHeading })).toBeInTheDocument();
    });

    it('shows where mails go and each kind, on or off, said with the institute’s time and threshold', async () => {
      await openPage();
      expect(screen.getByText('Emails go to aarav@greenfield.edu')).toBeInTheDocument();
      expect(summary()).toBeChecked();
      expect(summary()).toHaveAccessibleDescription(lines.summaryLine);
      expect(alerts()).not.toBeChecked();
      expect(alerts()).toHaveAccessibleDescription(lines.alertsLine);
      expect(absences()).toBeChecked();
      expect(absences()).toHaveAccessibleDescription(lines.absenceLine);
      expect(screen.queryByText(/turned daily summaries and low-attendance alerts off/)).not.toBeInTheDocument();
    });

    it('turns the daily summary off at once, Saving... meanwhile, then says so', async () => {
      const patched = heldReply();
      const sent = await openPage({ [PATCH]: patched.route });
      await userEvent.click(summary());
      expect(sent.callsTo(PATCH).map((call) => call.body)).toEqual([{ dailySummary: false }]);
      expect(summary()).not.toBeChecked();
      expect(summary()).toBeDisabled();
      expect(screen.getByText('Saving...')).toBeInTheDocument();
      expect(screen.getByText('Saving...')).toHaveAttribute('role', 'status');
      await act(async () => patched.release(mailPreferencesAnswer({ dailySummary: false })));
      expect(await screen.findByText('Daily summary turned off')).toBeInTheDocument();
      expect(summary()).toBeEnabled();
      expect(summary()).not.toBeChecked();
      expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    });

    it('turns the low-attendance alerts on, sending only them', async () => {
      const sent = await openPage({ [PATCH]: mailPreferencesAnswer({ lowAttendanceAlerts: true }) });
      await userEvent.click(alerts());
      expect(await screen.findByText('Low-attendance alerts turned on')).toBeInTheDocument();
      expect(sent.callsTo(PATCH).map((call) => call.body)).toEqual([{ lowAttendanceAlerts: true }]);
      expect(alerts()).toBeChecked();
      expect(summary()).toBeChecked();
    });

    it('turns the absence alerts off, Saving... meanwhile, sending only them', async () => {
      const patched = heldReply();
      const sent = await openPage({ [PATCH]: patched.route });
      await userEvent.click(absences());
      expect(sent.callsTo(PATCH).map((call) => call.body)).toEqual([{ absenceAlerts: false }]);
      expect(absences()).toBeDisabled();
      expect(screen.getByText('Saving...')).toBeInTheDocument();
      await act(async () => patched.release(mailPreferencesAnswer({ absenceAlerts: false })));
      expect(await screen.findByText('Absence alerts turned off')).toBeInTheDocument();
      expect(absences()).not.toBeChecked();
      expect(absences()).toBeEnabled();
      expect(summary()).toBeChecked();
    });

    it("puts the absence alerts back and shows the server's refusal", async () => {
      await openPage({ [PATCH]: failure(400, 'Each kind of mail must be on or off') });
      await userEvent.click(absences());
      expect(await screen.findByRole('alert')).toHaveTextContent('Each kind of mail must be on or off');
      expect(absences()).toBeChecked();
      expect(absences()).toHaveAccessibleDescription(`Each kind of mail must be on or off ${lines.absenceLine}`);
    });

    it("puts the switch back and shows the server's refusal when the change fails", async () => {
      await openPage({ [PATCH]: failure(503, 'Service temporarily unavailable, please try again') });
      await userEvent.click(summary());
      expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable, please try again');
      expect(summary()).toBeChecked();
      expect(summary()).toBeEnabled();
      expect(summary()).toHaveAccessibleDescription(`Service temporarily unavailable, please try again ${lines.summaryLine}`);
      expect(screen.queryByText('Daily summary turned off')).not.toBeInTheDocument();
    });

    it('says plainly when the institute has turned summaries off, and keeps the switches usable', async () => {
      const sent = await openPage({
        [GET]: mailPreferencesAnswer({}, { enabled: false }),
        [PATCH]: mailPreferencesAnswer({ lowAttendanceAlerts: true }, { enabled: false }),
      });
      expect(
        screen.getByText(
          'Your institute has turned daily summaries and low-attendance alerts off; your choices apply when it turns them on',
        ),
      ).toBeInTheDocument();
      await userEvent.click(alerts());
      expect(await screen.findByText('Low-attendance alerts turned on')).toBeInTheDocument();
      expect(sent.callsTo(PATCH)).toHaveLength(1);
    });

    it('says the settings are loading, then why they failed, and Retry loads them', async () => {
      await checkLoadingThenRetry({
        gatewayFor: gateway,
        call: GET,
        answer: mailPreferencesAnswer(),
        render: () => render(page),
        noun: 'your email settings',
        loaded: () => screen.findByRole('switch', { name: 'Daily summary' }),
      });
    });

    it('has no serious accessibility violation', async () => {
      await openPage({ [GET]: mailPreferencesAnswer({}, { enabled: false }) });
      expect(await seriousAxeViolations()).toEqual([]);
    });
  },
);
