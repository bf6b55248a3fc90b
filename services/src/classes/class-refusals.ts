import { setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a change to a class is refused (a missing class teacher is named by the store). */
export const classRefusals = {
  'not-found': setupMessages.classNotFound,
  duplicate: setupMessages.classNameTaken,
} as const satisfies Partial<Record<Refusal, string>>;
