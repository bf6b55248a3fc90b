import { formatMoment } from '@rollcall/attendance-ui';
import { useSettings } from '../data/hooks';

/** Formats moments on the institute's clock (this device's until its settings are in). */
export function useInstituteMoment() {
  const timeZone = useSettings().data?.settings.timeZone;
  return (timestamp: string) => formatMoment(timestamp, timeZone);
}
