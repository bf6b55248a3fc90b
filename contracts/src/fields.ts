import { z } from 'zod';
import { messages } from './messages';

/** At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol (SPEC §5). */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** The edit form's simple email pattern: something@something.something, no whitespace (SPEC §5). */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MAX = 128;
export const ADMIN_NAME_MAX = 100;
export const TEXT_MAX = 200;
export const ADDRESS_MAX = 500;

/** A required, trimmed text: the same message for missing, wrong type and blank. */
export const requiredText = (message: string, label: string, max = TEXT_MAX) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messages.fieldTooLong(label, max) });

/** Emails are compared and stored in lower case. */
export const email = (pattern?: RegExp, missing: string = messages.emailRequired) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(254, { error: messages.validEmail })
    .pipe(pattern ? z.string().regex(pattern, { error: messages.validEmail }) : z.email({ error: messages.validEmail }))
    .transform((value) => value.toLowerCase());

export const strongPassword = z
  .string({ error: messages.strongPassword })
  .max(PASSWORD_MAX, { error: messages.passwordTooLong })
  .regex(STRONG_PASSWORD, { error: messages.strongPassword });

export const uuid = (message: string = messages.invalidId) => z.uuid({ error: message });
