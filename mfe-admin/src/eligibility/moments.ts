import { useSettings } from '../data/hooks';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment ('2026-09-18T06:12:40Z') on a time zone's clock: '18 Sept 2026, 11:42 am'. */
export function momentIn(timeZone: string | undefined, timestamp: string): string {
  const zone = timeZone ?? '';
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(zone, format);
  }
  return format.format(new Date(timestamp));
}

/** Formats moments on the institute's clock (this device's until its settings are in). */
export function useInstituteMoment() {
  const timeZone = useSettings().data?.settings.timeZone;
  return (timestamp: string) => momentIn(timeZone, timestamp);
}
