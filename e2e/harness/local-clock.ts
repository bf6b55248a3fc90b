import { setTimeout as wait } from 'node:timers/promises';

/** The wall clock in this IANA time zone, now, as HH:MM (24 hours): what an institute there reads. */
export function clockIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** The calendar day in this IANA time zone, now, as YYYY-MM-DD: an institute there's today. */
export function dayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Waits, when this time zone's day has fewer than `minutes` left, until its next day has begun: a suite whose
 * registers are "today's" and whose checks read "today" must not see the institute's date change in between.
 * Resolves at once on most of the day.
 */
export async function dayWithRoomFor(timeZone: string, minutes: number): Promise<void> {
  const left = () => 24 * 60 - minutesOf(clockIn(timeZone));
  while (left() <= minutes) await wait(1_000);
}

/** The wall clock in this IANA time zone at `at` as people write it in India, 12 hours: '9:05 am'. */
export function clock12In(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone, timeStyle: 'short' }).format(at);
}

/** A clock time (HH:MM) moved by this many minutes, held inside its day (00:00 to 23:59). */
export function minutesLater(clock: string, minutes: number): string {
  const moved = Math.min(24 * 60 - 1, Math.max(0, minutesOf(clock) + minutes));
  return `${String(Math.floor(moved / 60)).padStart(2, '0')}:${String(moved % 60).padStart(2, '0')}`;
}
