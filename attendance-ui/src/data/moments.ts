import type { Language } from '@rollcall/contracts';
import { dateTimeFormat as formatOf, formatMoment } from '@rollcall/i18n';

export { formatMoment };

/** A moment as HH:MM (24 hours) on the clock of `timeZone`, as the timetable writes its times. */
export const clockIn = (moment: Date, timeZone: string) =>
  formatOf('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(moment);

/** The day (YYYY-MM-DD) it is at `moment` in `timeZone`. */
export const dayIn = (moment: Date, timeZone: string) =>
  // en-CA writes a date as YYYY-MM-DD.
  formatOf('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(moment);

const shortZoneName = (locale: string, moment: Date, timeZone: string) =>
  formatOf(locale, { timeZoneName: 'short', timeZone })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

// Each locale's ICU data abbreviates only the zones of its own region ('IST' in en-IN, 'EST' in en-US).
const zoneNameLocales = ['en-IN', 'en-US', 'en-GB'];

/**
 * The zone's short name at `moment`: a readable abbreviation ('IST', 'EST') where Intl knows one, else its offset
 * from GMT ('GMT+4').
 */
export function zoneName(timeZone: string, moment: Date = new Date()): string {
  const names = zoneNameLocales.map((locale) => shortZoneName(locale, moment, timeZone));
  return names.find((name) => !/^GMT[+-]/.test(name)) ?? names[0] ?? timeZone;
}

/** A moment as 'HH:MM IST': the clock of `timeZone` with the zone named, for a time a device elsewhere could misread. */
export const zonedClock = (moment: Date, timeZone: string) => `${clockIn(moment, timeZone)} ${zoneName(timeZone, moment)}`;

/** When something happened, on the institute's clock with its zone named: '12 Jan 2026, 9:05 am IST'. */
export const formatZonedMoment = (timestamp: string, timeZone: string, language: Language = 'en') =>
  `${formatMoment(timestamp, timeZone, language)} ${zoneName(timeZone, new Date(timestamp))}`;
