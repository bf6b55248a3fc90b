import { z } from 'zod';
import { ALERT_MINIMUM_LECTURES, absenceAlertMessages, absenceAlertModes, CONSECUTIVE_ABSENCE_DAYS } from './absence-alerts';
import { clockTime, isTimeZone } from './calendar';
import { eligibilityMessages } from './eligibility';
import { successAnswerOf } from './errors';
import { wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

export const instituteSettingsSchema = z
  .object({
    timeZone: z.string().describe('IANA time zone: the institute’s “today” and its summary time are read in it.'),
    attendanceThreshold: z.number().describe('Percent, one decimal: students below it are warned.'),
    dailySummaryAt: z.string().describe('When the daily summaries are sent, local HH:MM.'),
    dailySummaries: z.boolean().describe('Whether the daily summaries are sent at all.'),
    correctionWindowDays: z.number().int().describe('Days after a lecture in which its teacher may still correct it.'),
    condonationFloor: z
      .number()
      .describe('Percent, one decimal, at most the threshold: below it a shortfall can no longer be condoned.'),
    absenceAlerts: z
      .enum(absenceAlertModes)
      .describe(
        'How families hear of absences: `first-absence` mails them a few minutes after the register that marks a student’s first absence of the day; `evening-only` leaves it to the evening run; `off` sends none.',
      ),
    consecutiveAbsenceDays: z
      .number()
      .int()
      .nullable()
      .describe('Absent from every lecture on this many school days in a row alerts the family once; null: never.'),
    alertMinimumLectures: z
      .number()
      .int()
      .describe('A subject is alerted as low, or warned of in the summary, only once this many of its lectures are marked.'),
    absenceAlertsToStudents: z
      .boolean()
      .describe('Whether the students themselves get the absence alerts too, besides their parents.'),
  })
  .meta({ id: 'InstituteSettings', description: 'The settings of an institute.' });
export type InstituteSettings = z.infer<typeof instituteSettingsSchema>;

/** PATCH /admin/settings: any of the settings, at least one. */
export const updateSettingsSchema = strictObject({
  timeZone: z.string({ error: messages.validTimeZone }).refine(isTimeZone, messages.validTimeZone).optional(),
  attendanceThreshold: z
    .number({ error: messages.validThreshold })
    .min(1, { error: messages.validThreshold })
    .max(100, { error: messages.validThreshold })
    .transform((value) => Math.round(value * 10) / 10)
    .optional(),
  dailySummaryAt: clockTime().optional(),
  dailySummaries: z.boolean({ error: messages.dailySummariesOnOrOff }).optional(),
  correctionWindowDays: wholeNumber(0, 365, messages.validCorrectionWindow).optional(),
  condonationFloor: z
    .number({ error: eligibilityMessages.validFloor })
    .min(0, { error: eligibilityMessages.validFloor })
    .max(100, { error: eligibilityMessages.validFloor })
    .transform((value) => Math.round(value * 10) / 10)
    .optional(),
  absenceAlerts: z.enum(absenceAlertModes, { error: absenceAlertMessages.validMode }).optional(),
  consecutiveAbsenceDays: z
    .number({ error: absenceAlertMessages.validConsecutiveDays })
    .int({ error: absenceAlertMessages.validConsecutiveDays })
    .min(CONSECUTIVE_ABSENCE_DAYS.min, { error: absenceAlertMessages.validConsecutiveDays })
    .max(CONSECUTIVE_ABSENCE_DAYS.max, { error: absenceAlertMessages.validConsecutiveDays })
    .nullable()
    .optional(),
  alertMinimumLectures: wholeNumber(
    ALERT_MINIMUM_LECTURES.min,
    ALERT_MINIMUM_LECTURES.max,
    absenceAlertMessages.validMinimumLectures,
  ).optional(),
  absenceAlertsToStudents: z.boolean({ error: absenceAlertMessages.studentsOnOrOff }).optional(),
}).refine((changes) => Object.values(changes).some((value) => value !== undefined), messages.noSettingsGiven);
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

export const settingsAnswer = successAnswerOf({ settings: instituteSettingsSchema });
export type InstituteSettingsResponse = z.infer<typeof settingsAnswer>;
