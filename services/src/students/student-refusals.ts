import { peopleMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What the admin reads when a change to a student is refused (the store names the roll number or date that clashed). */
export const studentRefusals = {
  'duplicate-email': peopleMessages.studentEmailTaken,
  duplicate: peopleMessages.studentEmailTaken,
  'not-found': peopleMessages.studentNotFound,
  conflict: peopleMessages.membershipClash,
} as const satisfies Partial<Record<Refusal, string>>;
