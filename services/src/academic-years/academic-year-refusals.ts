import { setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a change to an academic year is refused (the store names the clash when it can). */
export const academicYearRefusals = {
  'not-found': setupMessages.academicYearNotFound,
  duplicate: setupMessages.academicYearNameTaken,
  conflict: setupMessages.yearWouldLeaveSemesters,
  'in-use': setupMessages.yearHasAttendance,
} as const satisfies Partial<Record<Refusal, string>>;

/** The same for a semester; a missing year is named by the store. */
export const semesterRefusals = {
  'not-found': setupMessages.semesterNotFound,
  duplicate: setupMessages.semesterNameTaken,
  conflict: setupMessages.semesterOverlap,
  'in-use': setupMessages.semesterHasAttendance,
} as const satisfies Partial<Record<Refusal, string>>;
