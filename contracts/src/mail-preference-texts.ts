import type { AbsenceAlertMode } from './absence-alerts';
import type { MailKind, SummarySchedule } from './mail-preferences';
import { portalTexts } from './portal';

/** Who reads the Email settings: a parent's mails are about each of their children. */
export type MailReader = 'student' | 'parent';

const kindNames: Record<MailKind, string> = {
  dailySummary: 'Daily summary',
  lowAttendanceAlerts: 'Low-attendance alerts',
  absenceAlerts: 'Absence alerts',
};

/** The kinds as a sentence names them, after "no longer get …". */
const kindsInSentence: Record<MailKind, string> = {
  dailySummary: 'daily summaries',
  lowAttendanceAlerts: 'low-attendance alerts',
  absenceAlerts: 'absence alerts',
};

/** What the student's and parent's Email settings say. */
export const mailPreferenceTexts = {
  emailSettings: 'Email settings',
  /** What the page loads, as its loading and failure lines name it ('Loading your email settings'). */
  preferencesNoun: 'your email settings',
  sentTo: (email: string) => `Emails go to ${email}`,
  kindName: (kind: MailKind) => kindNames[kind],
  dailySummaryDescription: ({ at, timeZone }: Pick<SummarySchedule, 'at' | 'timeZone'>, reader: MailReader) =>
    `Every day at ${at} (${timeZone}): the day's lectures and marks, and the percentage per subject${
      reader === 'parent' ? ', about each of your children' : ''
    }`,
  alertsDescription: (threshold: number, reader: MailReader) =>
    reader === 'parent'
      ? `Once, when a subject of one of your children falls below ${portalTexts.percent(threshold)}`
      : `Once, when a subject falls below ${portalTexts.percent(threshold)}`,
  absenceAlertsDescription: (reader: MailReader) =>
    reader === 'parent'
      ? 'The same morning, when one of your children is first marked absent that day; and when absent several school days in a row'
      : 'The same morning, when you are first marked absent that day; and when absent several school days in a row',
  instituteTurnedOff:
    'Your institute has turned daily summaries and low-attendance alerts off; your choices apply when it turns them on',
  saving: 'Saving...',
  turned: (kind: MailKind, on: boolean) => `${kindNames[kind]} turned ${on ? 'on' : 'off'}`,
  saveFailed: 'Failed to save your email settings',
} as const;

/** What the public unsubscribe page says. */
export const unsubscribeTexts = {
  title: 'Unsubscribe',
  question: 'Stop these attendance emails?',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribed: (kind: MailKind, email: string) => `You will no longer get ${kindsInSentence[kind]} at ${email}`,
  turnBackOn: 'You can turn them back on in your portal under Email settings',
  invalidHint: 'To stop these emails, sign in and turn them off under Email settings',
  signIn: 'Sign in',
  failed: 'Failed to unsubscribe, please try again',
} as const;

/** What the admin's settings say of the summaries and the absence alerts. */
export const summarySettingTexts = {
  dailySummaries: 'Daily summaries',
  dailySummariesDescription:
    "Every day at the summary time, students and parents get the day's attendance, and an alert when a subject falls below the threshold",
  dailySummaryAt: 'Daily summary time',
  dailySummaryAtHint: "In the institute's time zone",
  absenceAlertsHeading: 'Absence alerts',
  absenceAlerts: 'How families hear of absences',
  absenceAlertModes: {
    'first-absence': {
      label: 'The same morning (first absence of the day)',
      hint: "A few minutes after the register that marks a student's first absence of the day",
    },
    'evening-only': { label: 'In the evening only', hint: 'In the daily summary, at the summary time' },
    off: { label: 'Off', hint: 'No mail of the day’s absences (absent days in a row follow their own setting below)' },
  } satisfies Record<AbsenceAlertMode, { label: string; hint: string }>,
  consecutiveAbsenceDays: 'Alert after absent days in a row',
  consecutiveAbsenceDaysOff: 'Off',
  consecutiveAbsenceDaysChoice: (days: number) => `${days} school days`,
  alertMinimumLectures: 'Low-attendance alerts after (lectures)',
  alertMinimumLecturesHint: 'A subject is warned of only once this many of its lectures are marked',
  absenceAlertsToStudents: 'Also send absence alerts to students',
  absenceAlertsToStudentsHint: 'For colleges and senior students; parents always get them',
} as const;
