import { attendanceMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/**
 * What a teacher or the office reads when a lecture cannot be opened or a mark cannot be corrected (the store names
 * the rule: a closed window, a subject not theirs, a mark the office corrected, the same status).
 */
export const lectureHistoryRefusals = {
  'not-found': attendanceMessages.lectureNotFound,
  forbidden: attendanceMessages.notYourLecture,
  invalid: attendanceMessages.studentNotInLecture,
  conflict: attendanceMessages.markChangedMeanwhile,
} as const satisfies Partial<Record<Refusal, string>>;
