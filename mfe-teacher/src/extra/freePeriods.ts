import { PERIOD_MAX } from '@rollcall/contracts';

/** The periods of a day still free for a subject: every period but those taken or waiting on this device. */
export function freePeriods(taken: readonly number[]): number[] {
  return Array.from({ length: PERIOD_MAX }, (_, index) => index + 1).filter((period) => !taken.includes(period));
}

/**
 * Why some periods are not offered: the busy ones (a student of the roster already has a lecture then) that are not
 * simply taken already; null when there are none.
 */
export function busyPeriodsNote(busy: readonly number[], taken: readonly number[]): string | null {
  const shown = busy.filter((period) => !taken.includes(period));
  if (shown.length === 0) return null;
  const list = shown.length === 1 ? `Period ${shown[0]} is` : `Periods ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)} are`;
  return `${list} not offered: some of these students already have a lecture then.`;
}

/** Whether a day (YYYY-MM-DD) falls within a semester's first and last days. */
export const isWithin = (day: string, range: { startsOn: string; endsOn: string }) =>
  range.startsOn <= day && day <= range.endsOn;
