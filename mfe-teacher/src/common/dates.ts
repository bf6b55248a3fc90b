import type { Language } from '@rollcall/contracts';
import { formatDay } from '@rollcall/i18n';

/** A day (YYYY-MM-DD) written out as a teacher says it: 'Monday 23 November', 'सोमवार, 23 नवंबर'. */
export function dayName(isoDay: string, language: Language): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDay;
  if (language !== 'en') return formatDay(isoDay, language, { weekday: 'long', day: 'numeric', month: 'long' });
  return day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}
