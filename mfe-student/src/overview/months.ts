import type { PortalSemester, StudentLecture } from '@rollcall/contracts';

/** The YYYY-MM month of a YYYY-MM-DD day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Every month the semester touches, oldest first, as YYYY-MM. */
export function semesterMonths(semester: Pick<PortalSemester, 'startsOn' | 'endsOn'>): string[] {
  const months: string[] = [];
  let [year, month] = monthOf(semester.startsOn).split('-').map(Number) as [number, number];
  const last = monthOf(semester.endsOn);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * The month the day-by-day list opens at: the latest marked lecture's, so the newest marks show first;
 * with none yet, today's while the semester runs, else its first month.
 */
export function openingMonth(semester: PortalSemester, lectures: readonly StudentLecture[], today: string): string {
  const latest = lectures.reduce<string | null>(
    (newest, lecture) => (newest && newest > lecture.heldOn ? newest : lecture.heldOn),
    null,
  );
  if (latest) return monthOf(latest);
  if (semester.startsOn <= today && today <= semester.endsOn) return monthOf(today);
  return monthOf(semester.startsOn);
}

export interface LectureDay {
  day: string;
  /** By period. */
  lectures: StudentLecture[];
}

/** The lectures of a month by day, newest day first. */
export function daysOfMonth(lectures: readonly StudentLecture[], month: string): LectureDay[] {
  const byDay = new Map<string, StudentLecture[]>();
  for (const lecture of lectures) {
    if (monthOf(lecture.heldOn) !== month) continue;
    byDay.set(lecture.heldOn, [...(byDay.get(lecture.heldOn) ?? []), lecture]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, ofDay]) => ({ day, lectures: ofDay.sort((a, b) => a.period - b.period) }));
}
