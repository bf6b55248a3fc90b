import { formatDay, type Language } from '@rollcall/contracts';
import { formatPercent, formatPercentFixed } from '@rollcall/i18n/messages';

/** Days and percentages as a mail writes them in `language`, English as the screens write it. */
export const mailFormats = (language: Language = 'en') => ({
  /** A day in words: 'Monday, 23 November 2026'. */
  day: (day: string) => formatDay(day, 'long', language),
  /** A day in an inbox list: 'Mon 23 Nov' (the year is in the mail). */
  inboxDay: (day: string) => formatDay(day, 'brief', language),
  /** The threshold as the portal writes it: '75%', '72.5%'. */
  threshold: (value: number) => formatPercent(value, language),
  /** A subject's or the overall percentage, always with one decimal: '72.0%'. */
  percentage: (value: number) => formatPercentFixed(value, language),
});
