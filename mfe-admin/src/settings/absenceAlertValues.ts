import { type AbsenceAlertMode, CONSECUTIVE_ABSENCE_DAYS, type InstituteSettings } from '@rollcall/contracts';
import { asNumber } from './typedNumber';

/** The absence-alert settings as the form holds them. */
export type AbsenceAlertValues = {
  absenceAlerts: AbsenceAlertMode;
  /** The days, or OFF. */
  consecutiveAbsenceDays: string;
  alertMinimumLectures: string;
  absenceAlertsToStudents: 'on' | 'off';
};

/** The consecutive-absence choice that sends null: no alert however many days in a row. */
export const OFF = 'off';

/** The day counts the consecutive-absence choice offers. */
export const consecutiveDayChoices = Array.from(
  { length: CONSECUTIVE_ABSENCE_DAYS.max - CONSECUTIVE_ABSENCE_DAYS.min + 1 },
  (_, index) => CONSECUTIVE_ABSENCE_DAYS.min + index,
);

export const absenceAlertValues = (settings: InstituteSettings): AbsenceAlertValues => ({
  absenceAlerts: settings.absenceAlerts,
  consecutiveAbsenceDays: settings.consecutiveAbsenceDays === null ? OFF : String(settings.consecutiveAbsenceDays),
  alertMinimumLectures: String(settings.alertMinimumLectures),
  absenceAlertsToStudents: settings.absenceAlertsToStudents ? 'on' : 'off',
});

/** The absence-alert settings as the contract takes them. */
export const absenceAlertSettings = (values: AbsenceAlertValues) => ({
  absenceAlerts: values.absenceAlerts,
  consecutiveAbsenceDays: values.consecutiveAbsenceDays === OFF ? null : asNumber(values.consecutiveAbsenceDays),
  alertMinimumLectures: asNumber(values.alertMinimumLectures),
  absenceAlertsToStudents: values.absenceAlertsToStudents === 'on',
});
