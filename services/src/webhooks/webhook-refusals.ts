import { webhookMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

export const webhookRefusals = {
  'not-found': webhookMessages.webhookNotFound,
  conflict: webhookMessages.tooMany,
  invalid: webhookMessages.urlInvalid,
} as const satisfies Partial<Record<Refusal, string>>;
