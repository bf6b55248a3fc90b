import { useSettings } from '../data/hooks';

/** The day (YYYY-MM-DD) it is at `now` in an IANA time zone. */
export function dayInZone(timeZone: string, now: Date = new Date()): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Today on the institute's clock (its time zone from the settings), never this device's: null while the settings
 * load; `failed` when they could not be read, with `retry`.
 */
export function useInstituteToday() {
  const settings = useSettings();
  const timeZone = settings.data?.settings.timeZone;
  return {
    today: timeZone ? dayInZone(timeZone) : null,
    failed: Boolean(settings.error) && !settings.data,
    retry: () => void settings.mutate(),
  };
}
