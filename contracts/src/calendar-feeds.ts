import { z } from 'zod';
import { successAnswerOf } from './errors';

/** The longest token a feed address carries; anything longer is no feed's. */
export const CALENDAR_FEED_TOKEN_MAX = 200;

export const calendarFeedMessages = {
  /** An unknown, replaced or malformed feed address: one answer for all, so none hints which. */
  feedNotFound: 'No such calendar feed',
  tooManyReads: 'Too many calendar feed reads from your network. Please try again in a minute.',
} as const;

/** GET /calendar-feed.ics: the secret token of the address. */
export const calendarFeedQuerySchema = z.object({
  token: z
    .string({ error: calendarFeedMessages.feedNotFound })
    .min(1, calendarFeedMessages.feedNotFound)
    .max(CALENDAR_FEED_TOKEN_MAX, calendarFeedMessages.feedNotFound),
});

export const calendarFeedAnswer = successAnswerOf({
  url: z.url().describe('The secret address of the iCalendar feed (RFC 5545); whoever has it can read the feed.'),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedAnswer>;
