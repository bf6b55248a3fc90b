import { useMemo } from 'react';
import { formatDay, useLanguage, weekdayNames } from '@rollcall/i18n';

const styles = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Days, months and weekdays in the current language: '12 Jan 2026', 'Monday, 12 January 2026', 'January 2026', and
 * the weekdays Monday first, long and short.
 */
export function useDayWords() {
  const language = useLanguage();
  return useMemo(
    () => ({
      day: (day: string, style: keyof typeof styles = 'short') => formatDay(day, language, styles[style]),
      month: (month: string) => formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' }),
      weekdays: weekdayNames(language),
      weekdaysShort: weekdayNames(language, 'short'),
    }),
    [language],
  );
}
