import { z } from 'zod';
import { type Language, localeOf } from './languages';
import { messages } from './messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The first and last day any date of the API may be. PostgreSQL's date has no year 0 (JavaScript's Date has), and
 * no school's records reach outside these.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2199-12-31';

const isRealDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** Whether a value is a real YYYY-MM-DD day from FIRST_DAY to LAST_DAY. */
export const isDayInRange = (value: string) =>
  ISO_DATE.test(value) && isRealDay(value) && value >= FIRST_DAY && value <= LAST_DAY;

/**
 * A calendar day as YYYY-MM-DD that exists (no 2026-02-30), from FIRST_DAY to LAST_DAY: the one date rule of every
 * body and query string. Days have no time zone: they are the institute's days.
 */
export const isoDate = (message: string = messages.validDate) =>
  z
    .string({ error: message })
    .regex(ISO_DATE, { error: message })
    .refine(isRealDay, message)
    // Judged only on a real day, so a malformed one gets its one message.
    .refine((value) => !isRealDay(value) || isDayInRange(value), messages.dateOutOfRange(FIRST_DAY, LAST_DAY))
    .meta({ format: 'date', description: `A day, YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}` });

const DAY_MS = 86_400_000;
/** A day's midnight UTC, in milliseconds: days carry no time zone, so their arithmetic is done in UTC. */
const midnightOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The YYYY-MM-DD day `days` days after a day (before it, when negative). */
export const daysAfter = (day: string, days: number) => new Date(midnightOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days run from one day to another, both counted: one for the same day. */
export const daysFromTo = (first: string, last: string) => Math.round((midnightOf(last) - midnightOf(first)) / DAY_MS) + 1;

/** The weekday of a YYYY-MM-DD day as the timetable numbers it: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (day: string) => ((new Date(midnightOf(day)).getUTCDay() + 6) % 7) + 1;

/** The day `years` years after a YYYY-MM-DD day (29 February onto a common year gives 1 March). */
export function yearsLater(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** How a day is written: '12 Jan 2026' (short), 'Monday, 12 January 2026' (long), 'Mon 12 Jan' (brief). */
const dayStyles = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Without the year or a comma, for a line as short as a mail's subject ('Mon 23 Nov'). */
  brief: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof dayStyles;

// English writes its brief day the British way: en-IN would put a comma after the weekday.
const englishLocales: Record<DayStyle, string> = { short: 'en-IN', long: 'en-IN', brief: 'en-GB' };
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Days are the institute's YYYY-MM-DD days, with no time zone: read at midnight UTC, shown in UTC. */
function dayFormat(style: DayStyle, language: Language): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    const locale = language === 'en' ? englishLocales[style] : localeOf[language];
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...dayStyles[style] });
    dayFormats.set(key, format);
  }
  return format;
}

const monthFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** A YYYY-MM month as a person reads it: 'January 2026'. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/**
 * A YYYY-MM-DD day as a person reads it in their language: '12 Jan 2026' (short), 'Monday, 12 January 2026' (long)
 * or 'Mon 12 Jan' (brief) in English, the same in Hindi's and Tamil's own names and order.
 */
export const formatDay = (day: string, style: DayStyle = 'short', language: Language = 'en') =>
  dayFormat(style, language).format(new Date(`${day}T00:00:00Z`));

/** A local clock time as HH:MM (24 hours). */
export const clockTime = (message: string = messages.validTime) =>
  z.string({ error: message }).regex(CLOCK_TIME, { error: message });

/** Whether this runtime knows the IANA time zone (Asia/Kolkata, America/New_York, …). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** Weekday numbers: 1 = Monday … 7 = Sunday. */
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const weekdayName = (weekday: number): string => weekdayNames[weekday - 1] ?? `Day ${weekday}`;

/** A query's `from` and `to` days, either one optional: a `to` before the `from` is refused, on `to`. */
export const withDayRange = <Schema extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: Schema) =>
  schema.refine((query) => !query.from || !query.to || query.to >= query.from, { error: messages.endBeforeStart, path: ['to'] });
