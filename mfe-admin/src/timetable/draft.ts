import { timetableSchema, type TimetableInput, type TimetableSlot, weekdayNames } from '@rollcall/contracts';

/** A lecture of the week as the admin edits it: saved ones keep their id; `key` names it on the screen. */
export interface DraftSlot {
  key: string;
  id?: string;
  subjectId: string;
  subjectName: string;
  teacherId: string;
  teacherName: string;
  weekday: number;
  period: number;
  startsAt: string;
  endsAt: string;
}

export const fromSaved = (slot: TimetableSlot): DraftSlot => ({ ...slot, key: slot.id });

type Lecture = Pick<DraftSlot, 'subjectId' | 'teacherId' | 'weekday' | 'period' | 'startsAt' | 'endsAt'>;

/** What saveTimetable takes of a lecture. */
export const lectureOf = ({ subjectId, teacherId, weekday, period, startsAt, endsAt }: Lecture): Lecture => ({
  subjectId,
  teacherId,
  weekday,
  period,
  startsAt,
  endsAt,
});

const sameLecture = (a: DraftSlot, b: DraftSlot) => JSON.stringify(lectureOf(a)) === JSON.stringify(lectureOf(b));

/** How many lectures were added, changed or removed since the timetable was saved. */
export function countChanges(saved: readonly DraftSlot[], slots: readonly DraftSlot[]): number {
  const now = new Map(slots.map((slot) => [slot.key, slot]));
  const added = slots.filter((slot) => !slot.id).length;
  const changedOrGone = saved.filter((slot) => {
    const current = now.get(slot.key);
    return !current || !sameLecture(slot, current);
  }).length;
  return added + changedOrGone;
}

export type TimetableCheck =
  | { ok: true; input: TimetableInput }
  | { ok: false; problems: Record<string, string>; general: string | null };

/** The week checked with the contract: a problem of one lecture is kept by its key, others in `general`. */
export function checkTimetable(classId: string, semesterId: string, slots: readonly DraftSlot[]): TimetableCheck {
  const result = timetableSchema.safeParse({ classId, semesterId, slots: slots.map(lectureOf) });
  if (result.success) return { ok: true, input: result.data };
  const problems: Record<string, string> = {};
  let general: string | null = null;
  for (const issue of result.error.issues) {
    const [list, index] = issue.path;
    const slot = list === 'slots' && typeof index === 'number' ? slots[index] : undefined;
    if (slot) problems[slot.key] ??= issue.message;
    else general ??= issue.message;
  }
  return { ok: false, problems, general };
}

/** The lectures of one weekday and period, in the order they were added. */
export const slotsAt = (slots: readonly DraftSlot[], weekday: number, period: number) =>
  slots.filter((slot) => slot.weekday === weekday && slot.period === period);

/** Where a refusal of the server happens, when it names a weekday and a period ('… on Monday period 1'). */
export function refusalPlace(message: string): { weekday: number; period: number } | null {
  const found = new RegExp(`\\b(${weekdayNames.join('|')}) period (\\d+)\\b`).exec(message);
  return found
    ? { weekday: weekdayNames.indexOf(found[1] as (typeof weekdayNames)[number]) + 1, period: Number(found[2]) }
    : null;
}
