import { setupMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What the office reads when the list cannot be made; the store says whether the semester or the class was not found. */
export const eligibilityRefusals = {
  'not-found': setupMessages.semesterNotFound,
} as const satisfies Partial<Record<Refusal, string>>;
