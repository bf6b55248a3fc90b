/** Why a store refused a write or found nothing, in the words of the domain rather than of HTTP. */
export type Refusal = 'not-found' | 'duplicate-email';

/** What a store write did: its value, or why it was refused. Stores return these rather than throw them. */
export type Outcome<Value, Reason extends Refusal> = { ok: true; value: Value } | { ok: false; reason: Reason };

export const succeeded = <Value>(value: Value): Outcome<Value, never> => ({ ok: true, value });

export const refused = <Reason extends Refusal>(reason: Reason): Outcome<never, Reason> => ({ ok: false, reason });
