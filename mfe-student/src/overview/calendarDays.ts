import type { PortalCalendarDays, StudentLecture } from '@rollcall/contracts';
import type { LectureDay } from './months';

/** One day of the list, or a run of holiday or exam days: its calendar entries, then its marked lectures. */
export interface ListedDays {
  first: string;
  last: string;
  calendar: PortalCalendarDays[];
  lectures: StudentLecture[];
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

/** The days of an entry that fall in a YYYY-MM month, or null when none does. */
export function daysInMonth(entry: Pick<PortalCalendarDays, 'startsOn' | 'endsOn'>, month: string) {
  const monthFirst = `${month}-01`;
  const monthLast = lastDayOf(month);
  if (entry.endsOn < monthFirst || entry.startsOn > monthLast) return null;
  // YYYY-MM-DD days order as text.
  return { first: [entry.startsOn, monthFirst].sort()[1]!, last: [entry.endsOn, monthLast].sort()[0]! };
}

/**
 * A month's marked days with its holidays and exam days, newest first. An entry of the same days as a marked day
 * (a make-up class held on a holiday) shares its place; a run of days is one place, cut at the month's ends.
 */
export function withCalendarDays(days: readonly LectureDay[], calendar: readonly PortalCalendarDays[], month: string) {
  const listed: ListedDays[] = days.map(({ day, lectures }) => ({ first: day, last: day, calendar: [], lectures }));
  for (const entry of calendar) {
    const span = daysInMonth(entry, month);
    if (!span) continue;
    const same = listed.find((item) => item.first === span.first && item.last === span.last);
    if (same) same.calendar.push(entry);
    else listed.push({ ...span, calendar: [entry], lectures: [] });
  }
  const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return listed.sort((a, b) => newestFirst(a.last, b.last) || newestFirst(a.first, b.first));
}
