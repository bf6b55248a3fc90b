import { daysFromTo, formatDay, type LeaveRequest } from '@rollcall/contracts';
import { formatMoment, formatZonedMoment } from '../data/moments';
import { type AttendanceWords, attendanceViewTexts } from '../texts/texts';

type Request = Pick<LeaveRequest, 'startsOn' | 'endsOn'>;

/** The days a request covers, in words: '13 Oct 2026', or '14 Oct 2026 to 15 Oct 2026 (2 days)'. */
export function leaveDays({ startsOn, endsOn }: Request, { t, language }: AttendanceWords): string {
  const from = formatDay(startsOn, 'short', language);
  if (startsOn === endsOn) return from;
  return t('leave.dayRange', { from, to: formatDay(endsOn, 'short', language), count: daysFromTo(startsOn, endsOn) });
}

/** 'Periods 5, 6', or 'Whole days' when it names none. */
export const leavePeriods = (periods: readonly number[] | null, { t }: AttendanceWords) =>
  periods ? t('leave.periods', { count: periods.length, periods: periods.join(', ') }) : t('leave.wholeDays');

/** 'Lakshmi Verma, 12 Oct 2026, 7:35 pm IST': who did it and when, on the institute's clock (named) when its zone is known. */
export const byWhenText = (
  who: { name: string } | null,
  at: string,
  timeZone: string | undefined,
  language: AttendanceWords['language'],
) =>
  `${who ? `${who.name}, ` : ''}${timeZone ? formatZonedMoment(at, timeZone, language) : formatMoment(at, undefined, language)}`;

/** What an approved on-duty did to the registers taken already, in English (the office's area): '2 absences corrected to Present'. */
export const correctedText = (count: number) => attendanceViewTexts.english('leave.corrected', { count });

/** 'leave' or 'on duty', inside a sentence. */
export const kindWord = (kind: LeaveRequest['kind'], { t, language }: AttendanceWords) =>
  t(`leave.kind.${kind}`).toLocaleLowerCase(language);

/** 'pending', 'approved' or 'rejected', inside a sentence. */
export const statusWord = (status: LeaveRequest['status'], { t, language }: AttendanceWords) =>
  t(`leave.status.${status}`).toLocaleLowerCase(language);

/** 'leave for Asha Verma': what a request is about, inside a sentence. */
export const aboutText = (request: Pick<LeaveRequest, 'kind'> & { studentName: string }, words: AttendanceWords) =>
  words.t('leave.about', { kind: kindWord(request.kind, words), student: request.studentName });
