import { PERIOD_MAX } from '@rollcall/contracts';

/** The periods of a day still free for a subject: every period but those taken or waiting on this device. */
export function freePeriods(taken: readonly number[]): number[] {
  return Array.from({ length: PERIOD_MAX }, (_, index) => index + 1).filter((period) => !taken.includes(period));
}

/**
 * The periods not offered because they are busy (a student of the roster already has a lecture then) and not simply
 * taken already; empty when there are none.
 */
export const busyPeriods = (busy: readonly number[], taken: readonly number[]) =>
  busy.filter((period) => !taken.includes(period));

/** Whether a day (YYYY-MM-DD) falls within a semester's first and last days. */
export const isWithin = (day: string, range: { startsOn: string; endsOn: string }) =>
  range.startsOn <= day && day <= range.endsOn;
