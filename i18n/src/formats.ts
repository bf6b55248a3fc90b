import { type Language, localeOf } from '@rollcall/contracts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** One `Intl.DateTimeFormat` per locale and options, made once: making one costs far more than using it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count in the language, grouped the Indian way: 1,56,420 (Western digits in Hindi and Tamil too, as schools write them). */
export const formatNumber = (value: number, language: Language) => numberFormat(localeOf[language], {}).format(value);

/** A percentage (0–100, as `percentage()` of contracts gives it) to at most one decimal: '87.5%'. */
export const formatPercent = (percent: number, language: Language) =>
  numberFormat(localeOf[language], { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

/** A percentage (0–100) always with one decimal, as the mails' tables write it: '72.0%'. */
export const formatPercentFixed = (percent: number, language: Language) =>
  numberFormat(localeOf[language], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    percent / 100,
  );

/** A day (YYYY-MM-DD) is a date of no clock: formatted at noon UTC in UTC, it is that day in every zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day (YYYY-MM-DD) in words: 'Monday, 12 January 2026', 'सोमवार, 12 जनवरी 2026'. */
export const formatDay = (day: string, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'full' }) =>
  dateTimeFormat(localeOf[language], { ...options, timeZone: 'UTC' }).format(noonOf(day));

/**
 * When something happened: '12 Jan 2026, 9:05 am', on the clock of `timeZone` (the institute's) when given, else on
 * this device's clock.
 */
export const formatMoment = (timestamp: string | Date, timeZone?: string, language: Language = 'en') =>
  dateTimeFormat(localeOf[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(timestamp));

// 2024-01-01 was a Monday; the institute's week starts on Monday (weekday 1, as the timetable numbers them).
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

/** The names of the weekdays, Monday first (index 0 is weekday 1 of the timetable). */
export const weekdayNames = (language: Language, width: 'long' | 'short' = 'long') =>
  Array.from({ length: 7 }, (_, index) =>
    dateTimeFormat(localeOf[language], { weekday: width, timeZone: 'UTC' }).format(new Date(MONDAY + index * DAY_MS)),
  );

/** The names of the months, January first. */
export const monthNames = (language: Language, width: 'long' | 'short' = 'long') =>
  Array.from({ length: 12 }, (_, index) =>
    dateTimeFormat(localeOf[language], { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, index, 15, 12))),
  );
