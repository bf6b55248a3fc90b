import { clockIn } from '@rollcall/attendance-ui';
import type { NotTaken } from '@rollcall/contracts';

/**
 * A register not taken is overdue once its lecture has begun; only on the day that is today (a past day's
 * registers are simply not taken, a later day's are not due yet). Lecture times are on the institute's clock, so
 * `now` is read in its time zone, never this device's.
 */
export const isOverdue = (slot: NotTaken, now: Date, shownIsToday: boolean, timeZone: string) =>
  shownIsToday && clockIn(now, timeZone) > slot.startsAt;
