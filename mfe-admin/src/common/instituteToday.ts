import { dayIn } from '@rollcall/attendance-ui';
import { useSettings } from '../data/hooks';
import { todayIso } from './today';

/** The day (YYYY-MM-DD) it is at `now` in an IANA time zone. */
export const dayInZone = (timeZone: string, now: Date = new Date()): string => dayIn(now, timeZone);

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

/**
 * Today on the institute's clock where a screen needs a day at once (a form's default, the current semester): this
 * device's today only until the settings are in, or when they cannot be read.
 */
export const useInstituteDay = () => useInstituteToday().today ?? todayIso();
