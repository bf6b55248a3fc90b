import { setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a timetable is refused; the store names the class, semester, subject or teacher at fault. */
export const timetableRefusals = {
  'not-found': setupMessages.classNotFound,
  conflict: setupMessages.timetableDoesNotFit,
} as const satisfies Partial<Record<Refusal, string>>;
