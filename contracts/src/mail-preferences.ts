import { z } from 'zod';
import { successAnswerOf } from './errors';
import { strictObject } from './strict';

/**
 * The mails a student or parent may turn on or off, each on its own: the evening summary of the day's lectures,
 * the alert sent once when a subject falls below the institute's threshold, and the absence alerts (the same
 * morning's first absence, and absence on several school days in a row).
 */
export const mailKinds = ['dailySummary', 'lowAttendanceAlerts', 'absenceAlerts'] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailMessages = {
  onOrOff: 'Each kind of mail must be on or off',
  noChangeGiven: 'Please turn at least one kind of mail on or off',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid',
  /** The signed-in student or parent whose account has gone since they signed in. */
  accountNotFound: 'Your account was not found',
  tooManyUnsubscribes: 'Too many unsubscribe requests from your network. Please try again in a minute.',
} as const;

/** What the signed-in student or parent receives, at which address. */
export const mailPreferencesSchema = z
  .object({
    email: z.email().describe('Where the mails go.'),
    dailySummary: z.boolean().describe('The evening summary of the day’s lectures.'),
    lowAttendanceAlerts: z.boolean().describe('The alert sent once when a subject falls below the threshold.'),
    absenceAlerts: z
      .boolean()
      .describe('The mail of a first absence the same morning, and of absence on several school days in a row.'),
  })
  .meta({ id: 'MailPreferences', description: 'Which attendance mails the signed-in student or parent receives.' });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** When the institute sends its summaries, so the portal can say it (and say when it has turned them off). */
export const summaryScheduleSchema = z
  .object({
    enabled: z
      .boolean()
      .describe(
        'The institute’s own switch: when off, nobody of it gets summaries or low-attendance alerts (absence alerts have settings of their own).',
      ),
    at: z.string().describe('Local time, HH:MM.'),
    timeZone: z.string().describe('An IANA time zone.'),
    threshold: z.number().describe('Percent, one decimal: the alerts are about falling below it.'),
  })
  .meta({ id: 'SummarySchedule', description: 'When the institute sends its daily summaries, and its threshold.' });
export type SummarySchedule = z.infer<typeof summaryScheduleSchema>;

/** GET and PATCH /student/mail-preferences and /parent/mail-preferences. */
export const mailPreferencesAnswer = successAnswerOf({ preferences: mailPreferencesSchema, schedule: summaryScheduleSchema });
export type MailPreferencesResponse = z.infer<typeof mailPreferencesAnswer>;

const onOrOff = () => z.boolean({ error: mailMessages.onOrOff }).optional();

/** PATCH /student/mail-preferences, /parent/mail-preferences: any of the kinds, at least one. */
export const updateMailPreferencesSchema = strictObject({
  dailySummary: onOrOff(),
  lowAttendanceAlerts: onOrOff(),
  absenceAlerts: onOrOff(),
}).refine((changes) => mailKinds.some((kind) => changes[kind] !== undefined), mailMessages.noChangeGiven);
export type UpdateMailPreferencesInput = z.input<typeof updateMailPreferencesSchema>;

/**
 * POST /mail/unsubscribe?token=…: the signed link of a mail turns its kind off for its recipient, without signing
 * in. The same address takes a mail client's one-click POST (body `List-Unsubscribe=One-Click`) and the
 * unsubscribe page's button.
 */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: mailMessages.invalidUnsubscribeLink })
    .min(1, mailMessages.invalidUnsubscribeLink)
    .max(400, mailMessages.invalidUnsubscribeLink),
});
export const unsubscribeAnswer = successAnswerOf({
  unsubscribed: z.object({
    kind: z.enum(mailKinds).describe('The kind of mail now turned off.'),
    email: z.email().describe('The recipient’s address.'),
  }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeAnswer>;
