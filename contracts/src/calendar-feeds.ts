import { z } from 'zod';
import { successAnswerOf } from './errors';

/** The longest token a feed address carries; anything longer is no feed's. */
export const CALENDAR_FEED_TOKEN_MAX = 200;

/** What a person reads about their calendar feed, in the menu's dialog and from the calls. */
export const calendarFeedTexts = {
  menuItem: 'Calendar feed',
  title: 'Calendar feed',
  addressLabel: 'Feed address',
  whose: 'Whose lectures',
  howTo:
    "Add it to your phone's calendar as a subscribed calendar (on iPhone: Settings → Calendar → Accounts → Add Subscribed Calendar; " +
    'on Android: Google Calendar on the web → Other calendars → From URL). It updates by itself.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Select the address and copy it yourself',
  renew: 'Make a new address',
  renewConfirm: 'Make a new address? The old one stops working at once, on every calendar that uses it.',
  renewConfirmButton: 'Make a new address',
  renewed: 'A new address is ready. Subscribe to it again where you used the old one.',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading the address…',
  loadFailed: 'The address could not be loaded. Try again.',
} as const;

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
