import type { PeriodTime } from '@rollcall/contracts';
import type { DraftSlot } from './draft';

/** HH:MM to minutes after midnight, and back (null past the day's end). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  minutes < 0 || minutes >= 24 * 60
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The periods the grid shows: those with times, and any other that a lecture of the week is in. */
export const gridPeriods = (times: readonly PeriodTime[], slots: readonly DraftSlot[]) =>
  [...new Set([...times.map((time) => time.period), ...slots.map((slot) => slot.period)])].sort((a, b) => a - b);

/** When a new lecture of this period starts and ends: the period's times, else those of a lecture already in it. */
export function timesFor(period: number, times: readonly PeriodTime[], slots: readonly DraftSlot[]) {
  const set = times.find((time) => time.period === period) ?? slots.find((slot) => slot.period === period);
  return set ? { startsAt: set.startsAt, endsAt: set.endsAt } : null;
}

/** The lectures whose times are not those of their period now (saved before the period times changed). */
export const outOfStep = (times: readonly PeriodTime[], slots: readonly DraftSlot[]) =>
  slots.filter((slot) => {
    const time = times.find((each) => each.period === slot.period);
    return time && (time.startsAt !== slot.startsAt || time.endsAt !== slot.endsAt);
  });

/** The lectures with their period's times. */
export const inStep = (times: readonly PeriodTime[], slots: readonly DraftSlot[]) =>
  slots.map((slot) => {
    const time = times.find((each) => each.period === slot.period);
    return time ? { ...slot, startsAt: time.startsAt, endsAt: time.endsAt } : slot;
  });

/** A school day to start from when none is saved: the times the week's lectures already use, else six periods. */
export function suggestedDay(slots: readonly DraftSlot[]): PeriodTime[] {
  const used = gridPeriods([], slots).map((period) => ({ period, ...timesFor(period, [], slots)! }));
  if (used.length > 0) return used;
  return Array.from({ length: 6 }, (_, index) => ({
    period: index + 1,
    startsAt: timeOf(9 * 60 + index * 50)!,
    endsAt: timeOf(9 * 60 + index * 50 + 45)!,
  }));
}

/** The period after the last one: as long as it, after the same break as before it (5 minutes for the first). */
export function nextPeriodTime(times: readonly { period: number; startsAt: string; endsAt: string }[]) {
  const last = times.at(-1);
  if (!last) return { period: 1, startsAt: '09:00', endsAt: '09:45' };
  const before = times.at(-2);
  const valid = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  if (!valid(last.startsAt) || !valid(last.endsAt)) return { period: last.period + 1, startsAt: '', endsAt: '' };
  const length = minutesOf(last.endsAt) - minutesOf(last.startsAt);
  const gap = before && valid(before.endsAt) ? Math.max(0, minutesOf(last.startsAt) - minutesOf(before.endsAt)) : 5;
  const start = minutesOf(last.endsAt) + gap;
  return { period: last.period + 1, startsAt: timeOf(start) ?? '', endsAt: timeOf(start + Math.max(length, 1)) ?? '' };
}
