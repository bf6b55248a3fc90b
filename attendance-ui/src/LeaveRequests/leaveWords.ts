import { daysFromTo, formatDay, type LeaveRequest, leaveTexts } from '@rollcall/contracts';
import { formatMoment, formatZonedMoment } from '../data/moments';

type Request = Pick<LeaveRequest, 'startsOn' | 'endsOn'>;

/** The days a request covers, in words: '13 Oct 2026', or '14 Oct 2026 to 15 Oct 2026 (2 days)'. */
export function leaveDays({ startsOn, endsOn }: Request): string {
  if (startsOn === endsOn) return formatDay(startsOn);
  return `${formatDay(startsOn)} to ${formatDay(endsOn)} (${daysFromTo(startsOn, endsOn)} days)`;
}

/** 'Periods 5, 6', or 'Whole days' when it names none. */
export const leavePeriods = (periods: readonly number[] | null) => (periods ? leaveTexts.periods(periods) : leaveTexts.wholeDays);

/** 'Lakshmi Verma, 12 Oct 2026, 7:35 pm IST': who did it and when, on the institute's clock (named) when its zone is known. */
export const byWhenText = (who: { name: string } | null, at: string, timeZone?: string) =>
  `${who ? `${who.name}, ` : ''}${timeZone ? formatZonedMoment(at, timeZone) : formatMoment(at)}`;

/** What an approved on-duty did to the registers taken already: '2 absences corrected to Present'. */
export const correctedText = (count: number) => `${count} ${count === 1 ? 'absence' : 'absences'} corrected to Present`;

/** 'leave' or 'on duty', inside a sentence. */
export const kindWord = (kind: LeaveRequest['kind']) => leaveTexts.kind[kind].toLowerCase();
