import { z } from 'zod';
import { messages } from './messages';

/** At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** The edit form's simple email pattern: something@something.something, no whitespace. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MAX = 128;
export const ADMIN_NAME_MAX = 100;
export const TEXT_MAX = 200;
export const ADDRESS_MAX = 500;

/** No control character: C0, DEL and C1 (U+0085 among them), nor the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;
/** The same, except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL_BUT_LINE_BREAKS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]*$/;
/**
 * Well-formed text of characters meant for interchange: no lone surrogate (its UTF-8 would be "\uFFFD", so it
 * cannot be stored as sent) and no noncharacter (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the last two of every plane).
 */
const STORABLE = /^[^\p{Cs}\p{Noncharacter_Code_Point}]*$/u;

/**
 * A one-line value holds no line break or other control character: a line break in a name would forge
 * lines in the mails it is written into, and PostgreSQL refuses NUL in text. Applied after trimming, so a
 * stray newline at either end is simply dropped. `unstorable` is the message for invalid Unicode.
 */
export const singleLine = <S extends z.ZodString>(schema: S, message: string, unstorable: string = message): S =>
  schema.regex(NO_CONTROL, { error: message }).regex(STORABLE, { error: unstorable });

/** A multi-line value (an address, a message) keeps its line breaks and tabs but no other control character. */
export const multiLine = <S extends z.ZodString>(schema: S, message: string, unstorable: string = message): S =>
  schema.regex(NO_CONTROL_BUT_LINE_BREAKS, { error: message }).regex(STORABLE, { error: unstorable });

/** Trimmed, then present and at most `max` characters: the same message for missing, wrong type and blank. */
const presentText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messages.fieldTooLong(label, max) });

/** A required one-line text. */
export const requiredText = (message: string, label: string, max = TEXT_MAX) =>
  singleLine(presentText(message, label, max), messages.lineBreaksOrControlCharacters(label), messages.cannotBeStored(label));

/** A required multi-line text. */
export const requiredMultilineText = (message: string, label: string, max = TEXT_MAX) =>
  multiLine(presentText(message, label, max), messages.controlCharacters(label), messages.cannotBeStored(label));

/** Emails are compared and stored in lower case. */
export const email = (pattern?: RegExp, missing: string = messages.emailRequired) =>
  singleLine(
    z.string({ error: missing }).trim().min(1, { error: missing }).max(254, { error: messages.validEmail }),
    messages.validEmail,
  )
    .pipe(pattern ? z.string().regex(pattern, { error: messages.validEmail }) : z.email({ error: messages.validEmail }))
    .transform((value) => value.toLowerCase());

export const strongPassword = z
  .string({ error: messages.strongPassword })
  .max(PASSWORD_MAX, { error: messages.passwordTooLong })
  .regex(STRONG_PASSWORD, { error: messages.strongPassword });

export const uuid = (message: string = messages.invalidId) => z.uuid({ error: message });

/** A whole number from `min` to `max`: the same message for missing, wrong type, fraction and out of range. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
