import { z } from 'zod';
import { successAnswerOf } from './errors';
import { messages } from './messages';
import { strictObject } from './strict';

/** The languages RollCall speaks, English first: the one every text is written in and falls back to. */
export const languages = ['en', 'hi', 'ta'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The `Intl` locale of each language: India's digit grouping (1,56,420), names of days and months. */
export const localeOf: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

/** Each language named in its own script, as a language switch lists it. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export const languageSchema = z
  .enum(languages, { error: messages.chooseLanguage })
  .meta({ id: 'Language', description: 'English, Hindi or Tamil: the language of the user’s screens and mails.' });

/** PATCH /auth/preferences. */
export const preferencesSchema = strictObject({ language: languageSchema });
export type PreferencesInput = z.input<typeof preferencesSchema>;

export const preferencesAnswer = successAnswerOf({ language: languageSchema }).meta({
  id: 'Preferences',
  description: 'The signed-in user’s preferences as stored.',
});
export type PreferencesResponse = z.infer<typeof preferencesAnswer>;
