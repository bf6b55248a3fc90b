import { setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a change to a subject is refused (a missing class, semester or teacher is named by the store). */
export const subjectRefusals = {
  'not-found': setupMessages.subjectNotFound,
  duplicate: setupMessages.subjectCodeTakenHere,
  'in-use': setupMessages.subjectTeacherScheduled,
} as const satisfies Partial<Record<Refusal, string>>;
