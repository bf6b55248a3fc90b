import { formatDay as englishDay, type Language } from '@rollcall/contracts';
import { formatDay, formatPercent, formatPercentFixed } from '@rollcall/i18n/messages';

const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const BRIEF_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/**
 * Days and percentages as a mail writes them in `language`. English takes the days as the screens write them
 * ('Monday, 23 November 2026', 'Mon 23 Nov'); Hindi and Tamil their own locale's order and names.
 */
export const mailFormats = (language: Language = 'en') => ({
  /** A day in words: 'Monday, 23 November 2026'. */
  day: (day: string) => (language === 'en' ? englishDay(day, 'long') : formatDay(day, language, LONG_DAY)),
  /** A day in an inbox list: 'Mon 23 Nov' (the year is in the mail). */
  inboxDay: (day: string) => (language === 'en' ? englishDay(day, 'brief') : formatDay(day, language, BRIEF_DAY)),
  /** The threshold as the portal writes it: '75%', '72.5%'. */
  threshold: (value: number) => formatPercent(value, language),
  /** A subject's or the overall percentage, always with one decimal: '72.0%'. */
  percentage: (value: number) => formatPercentFixed(value, language),
});
