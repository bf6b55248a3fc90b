/** Days are the institute's YYYY-MM-DD days, with no time zone: read at midnight UTC, shown in UTC. */
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** '1 Jun 2026'. */
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** '1 Jun 2026 – 31 May 2027'. */
export const formatDays = (range: { startsOn: string; endsOn: string }) =>
  `${formatDay(range.startsOn)} – ${formatDay(range.endsOn)}`;

export type Term = 'Current' | 'Upcoming' | 'Finished';

/** Where a range of days stands on `day`. */
export function termOf(range: { startsOn: string; endsOn: string }, day: string): Term {
  if (day < range.startsOn) return 'Upcoming';
  return day > range.endsOn ? 'Finished' : 'Current';
}
