import { formatDay as englishDay, type Language } from '@rollcall/contracts';
import { formatDay } from '@rollcall/i18n';

const styles = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  brief: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A day (YYYY-MM-DD) in the reader's language: '12 Jan 2026', 'Monday, 12 January 2026' (long), 'Mon 12 Jan' (brief).
 * English is exactly what contracts write, as the server's mails and files do.
 */
export const dayText = (day: string, language: Language, style: keyof typeof styles = 'short') =>
  language === 'en' ? englishDay(day, style) : formatDay(day, language, styles[style]);
