import { type CalendarEntry, daysAfter, isoWeekday } from '@rollcall/contracts';

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Whether a value is a YYYY-MM month. */
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `count` months after `month`. */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** The weeks shown for a month, Monday first: from the Monday on or before its first day to the Sunday on or after its last. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const last = daysAfter(`${addMonths(month, 1)}-01`, -1);
  const start = daysAfter(first, 1 - isoWeekday(first));
  const end = daysAfter(last, 7 - isoWeekday(last));
  const weeks: string[][] = [];
  for (let monday = start; monday <= end; monday = daysAfter(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => daysAfter(monday, index)));
  }
  return weeks;
}

/** The first and last day of the weeks a month shows. */
export function shownRange(month: string): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

/** The entries that include a day. */
export const entriesOn = (entries: readonly CalendarEntry[], day: string) =>
  entries.filter((entry) => entry.startsOn <= day && day <= entry.endsOn);

/** The entries that touch a month, by first day. */
export const entriesOfMonth = (entries: readonly CalendarEntry[], month: string) =>
  entries
    .filter((entry) => monthOf(entry.startsOn) <= month && month <= monthOf(entry.endsOn))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));

/** Whether an entry holds for a class: it names the class, or no class (the whole institute). */
export const isForClass = (entry: CalendarEntry, classId: string) =>
  entry.classIds.length === 0 || entry.classIds.includes(classId);

/** The two days chosen, in order. */
export const rangeOf = (first: string, second: string) =>
  first <= second ? { startsOn: first, endsOn: second } : { startsOn: second, endsOn: first };
