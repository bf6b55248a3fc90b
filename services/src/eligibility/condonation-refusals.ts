import { eligibilityMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a condonation is refused; the store names a missing student or subject itself. */
export const condonationRefusals = {
  'not-found': eligibilityMessages.condonationNotFound,
  conflict: eligibilityMessages.withdrawnAlready,
} as const satisfies Partial<Record<Refusal, string>>;
