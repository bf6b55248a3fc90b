import type { AbsenceAlertMode } from './absence-alerts';

/** Who reads the Email settings: a parent's mails are about each of their children. */
export type MailReader = 'student' | 'parent';

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
