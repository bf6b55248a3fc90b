import { formatDay } from '@rollcall/contracts';

/** '1 Jun 2026 – 31 May 2027'. */
export const formatDays = (range: { startsOn: string; endsOn: string }) =>
  `${formatDay(range.startsOn)} – ${formatDay(range.endsOn)}`;

export type Term = 'Current' | 'Upcoming' | 'Finished';

/** Where a range of days stands on `day`. */
export function termOf(range: { startsOn: string; endsOn: string }, day: string): Term {
  if (day < range.startsOn) return 'Upcoming';
  return day > range.endsOn ? 'Finished' : 'Current';
}
