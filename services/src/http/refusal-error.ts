import { HttpError } from '@rollcall/server-kit';
import type { Outcome, Refusal } from '../db/outcome';

/**
 * Nothing there is a 404; a clash with a unique value, a rule of the data or a dependent record is a 409
 * conflict; a caller without the right to this record is a 403; input the records show to be wrong is a 400.
 */
const STATUS_OF_REFUSAL: Record<Refusal, number> = {
  'not-found': 404,
  'duplicate-email': 409,
  duplicate: 409,
  conflict: 409,
  'in-use': 409,
  forbidden: 403,
  invalid: 400,
};

/** A refusal as the HTTP failure that means it, with the store's own message or else the route's text for it. */
export function refusalError<Reason extends Refusal>(reason: Reason, texts: Record<Reason, string>, message?: string): HttpError {
  return new HttpError(STATUS_OF_REFUSAL[reason], [message ?? texts[reason]]);
}

/** The outcome's value; a refusal is thrown as the HTTP failure that means it. */
export function valueOrHttpError<Value, Reason extends Refusal>(
  outcome: Outcome<Value, Reason>,
  texts: Record<Reason, string>,
): Value {
  if (outcome.ok) return outcome.value;
  throw refusalError(outcome.reason, texts, outcome.message);
}
