import { z } from 'zod';
import { clockTime, isTimeZone } from './calendar';
import { successAnswerOf } from './errors';
import { wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

export const instituteSettingsSchema = z.object({
  /** IANA zone: the institute's "today" and its summary time are read in it. */
  timeZone: z.string(),
  /** Percent, one decimal: students below it are warned. */
  attendanceThreshold: z.number(),
  /** Local "HH:MM". */
  dailySummaryAt: z.string(),
  dailySummaries: z.boolean(),
  /** Days after a lecture in which its teacher may still correct it. */
  correctionWindowDays: z.number().int(),
});
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
}).refine((changes) => Object.values(changes).some((value) => value !== undefined), messages.noSettingsGiven);
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

export const settingsAnswer = successAnswerOf({ settings: instituteSettingsSchema });
export type InstituteSettingsResponse = z.infer<typeof settingsAnswer>;
