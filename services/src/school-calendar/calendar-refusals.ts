import { calendarMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a change to the calendar is refused; the store names the class, day and entry of a clash. */
export const calendarRefusals = {
  'not-found': calendarMessages.entryNotFound,
  conflict: 'An entry of the same kind already covers one of these days',
} as const satisfies Partial<Record<Refusal, string>>;

/** What an admin reads when a change to a day's timetable is refused; the store says which rule a conflict breaks. */
export const timetableChangeRefusals = {
  'not-found': calendarMessages.changeNotFound,
  conflict: 'This change does not fit that day’s timetable',
} as const satisfies Partial<Record<Refusal, string>>;
