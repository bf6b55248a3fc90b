import type { NotTaken } from '@rollcall/contracts';
import { clockOf } from './clock';

/**
 * A register not taken is overdue once its lecture has begun; only on the day that is today (a past day's
 * registers are simply not taken, a later day's are not due yet). Times are the institute's, read on this
 * device's clock, which is the institute's for its office.
 */
export const isOverdue = (slot: NotTaken, now: Date, shownIsToday: boolean) => shownIsToday && clockOf(now) > slot.startsAt;
