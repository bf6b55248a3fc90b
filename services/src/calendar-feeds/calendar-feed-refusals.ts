import { calendarFeedMessages, portalMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** A parent's child who is not theirs, by any id, reads as no student at all. */
export const feedAddressRefusals = {
  'not-found': portalMessages.childNotFound,
} as const satisfies Partial<Record<Refusal, string>>;

/** One answer for every token that opens no feed, so none hints which (unknown, replaced, malformed). */
export const feedRefusals = {
  'not-found': calendarFeedMessages.feedNotFound,
} as const satisfies Partial<Record<Refusal, string>>;
