/**
 * Why a store refused a write or found nothing, in the words of the domain rather than of HTTP:
 * nothing there; a unique value taken (an email, a roll number, a name); a clash with the rules of the
 * data (overlapping dates, a slot taken); a removal that would orphan what depends on it; a caller who may
 * not do this to this record (a subject they do not teach, a closed correction window); or input that the
 * records show to be wrong (a date in the future, marks that do not match the roster).
 */
export type Refusal = 'not-found' | 'duplicate-email' | 'duplicate' | 'conflict' | 'in-use' | 'forbidden' | 'invalid';

/** What a store write did: its value, or why it was refused (with a message that names what clashed, when known). */
export type Outcome<Value, Reason extends Refusal> = { ok: true; value: Value } | { ok: false; reason: Reason; message?: string };

export const succeeded = <Value>(value: Value): Outcome<Value, never> => ({ ok: true, value });

export const refused = <Reason extends Refusal>(reason: Reason, message?: string): Outcome<never, Reason> =>
  message === undefined ? { ok: false, reason } : { ok: false, reason, message };
