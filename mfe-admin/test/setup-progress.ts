/** Answers of GET /admin/setup-progress: every step done (the dashboard as it always was), or with some to do. */
import { type SetupStepKey, setupStepKeys } from '@rollcall/contracts';
import { ok } from '@rollcall/api-client/testing';

/** The steps with these counts; a step not named is done once (count 1). */
export const setupProgressReply = (counts: Partial<Record<SetupStepKey, number>> = {}) =>
  ok({ steps: setupStepKeys.map((key) => ({ key, done: (counts[key] ?? 1) > 0, count: counts[key] ?? 1 })) });
