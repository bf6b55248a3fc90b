import { peopleMessages, setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What the admin reads when a change to a teacher is refused. */
export const teacherRefusals = {
  'duplicate-email': peopleMessages.teacherEmailTaken,
  'not-found': setupMessages.teacherNotFound,
  'in-use': peopleMessages.teacherTookAttendance,
} as const satisfies Partial<Record<Refusal, string>>;
