import { reportMessages, setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/**
 * What a report's caller reads when it cannot be made (the scope names what was not found, a subject not theirs, a
 * table too large to show).
 */
export const reportRefusals = {
  'not-found': setupMessages.semesterNotFound,
  invalid: reportMessages.subjectNotInSemester,
  forbidden: reportMessages.noExport,
} as const satisfies Partial<Record<Refusal, string>>;

export type ReportRefusal = keyof typeof reportRefusals;
