import { portalMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** Any student who is not the reader's, whatever the id, reads as no student at all (the store names a missing semester). */
export const portalRefusals = {
  'not-found': portalMessages.childNotFound,
} as const satisfies Partial<Record<Refusal, string>>;
