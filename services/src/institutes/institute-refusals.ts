import type { Refusal } from '../db/outcome';

/** What a caller reads when an institute cannot be found or would clash with another. */
export const instituteRefusals = {
  'duplicate-email': 'An institute with this email already exists',
  'not-found': 'Institute not found',
} as const satisfies Partial<Record<Refusal, string>>;
