import { type CalendarEntry, isoWeekday, type TimetableChange, type TimetableSlot } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import { isForClass } from '../../calendar/month';
import type { AdminTextId } from '../../texts/texts';

export interface DayPlan {
  /** The holiday, exam day or follows day of the class on that day, if any. */
  entry: CalendarEntry | null;
  /** The weekly slots the day holds, by period: none on a holiday or exam day, another weekday's on a follows day. */
  slots: TimetableSlot[];
}

/** What a class's week holds on one day, by the calendar: a holiday or exam day wins over a follows day. */
export function dayPlan(
  day: string,
  classId: string,
  slots: readonly TimetableSlot[],
  entries: readonly CalendarEntry[],
): DayPlan {
  const ofClass = entries.filter((entry) => entry.startsOn <= day && day <= entry.endsOn && isForClass(entry, classId));
  const closed = ofClass.find((entry) => entry.kind !== 'follows');
  if (closed) return { entry: closed, slots: [] };
  const follows = ofClass.find((entry) => entry.kind === 'follows') ?? null;
  const weekday = follows?.followsWeekday ?? isoWeekday(day);
  return {
    entry: follows,
    slots: slots.filter((slot) => slot.weekday === weekday).sort((a, b) => a.period - b.period),
  };
}

/** The day's change of each slot, by slot id. */
export const changesBySlot = (changes: readonly TimetableChange[], day: string) =>
  new Map(changes.filter((change) => change.date === day).map((change) => [change.slotId, change]));

/** A day inside the semester: the nearest end when it falls outside. */
export const dayWithin = (day: string, semester: { startsOn: string; endsOn: string }) =>
  day < semester.startsOn ? semester.startsOn : day > semester.endsOn ? semester.endsOn : day;

/** How a lecture is named on its buttons: 'Mathematics, period 1'. */
export const lectureName = (t: Translate<AdminTextId>, slot: Pick<TimetableSlot, 'subjectName' | 'period'>) =>
  t('timetable.day.lecture', { subject: slot.subjectName, period: slot.period });
