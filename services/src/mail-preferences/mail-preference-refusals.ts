import { mailMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** The signed-in student or parent, gone since they signed in. */
export const preferenceRefusals = {
  'not-found': mailMessages.accountNotFound,
} as const satisfies Partial<Record<Refusal, string>>;

/** An unsubscribe link whose person is gone, or is not a student or parent of the institute it names. */
export const unsubscribeRefusals = {
  'not-found': mailMessages.invalidUnsubscribeLink,
} as const satisfies Partial<Record<Refusal, string>>;
