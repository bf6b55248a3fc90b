import { leaveMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What a leave call answers when refused; the store names which rule a refusal breaks (a day too far back, no semester). */
export const leaveRefusals = {
  'not-found': leaveMessages.requestNotFound,
  conflict: leaveMessages.decidedAlready,
  forbidden: leaveMessages.notClassTeacher,
  invalid: leaveMessages.tooFarBack,
} as const satisfies Partial<Record<Refusal, string>>;
