import { attendanceMessages, setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/**
 * What a teacher reads when taking attendance is refused. Input the records show to be wrong (the day, the
 * roster) is always named by the store; a register refused without a word was refused for its roster.
 */
export const lectureRefusals = {
  'not-found': setupMessages.subjectNotFound,
  forbidden: attendanceMessages.notYourSubject,
  conflict: attendanceMessages.alreadyTaken,
  invalid: attendanceMessages.rosterMismatch([], []),
} as const satisfies Partial<Record<Refusal, string>>;
