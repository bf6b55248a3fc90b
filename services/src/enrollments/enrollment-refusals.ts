import { peopleMessages, setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What the admin reads when an enrolment or a drop is refused (the store names the dates that clashed). */
export const enrollmentRefusals = {
  'not-found': setupMessages.subjectNotFound,
  conflict: peopleMessages.alreadyEnrolled,
} as const satisfies Partial<Record<Refusal, string>>;
