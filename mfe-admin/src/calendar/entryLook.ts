import { calendarDayLabel, type CalendarEntry, type ClassInfo } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { AdminTextId } from '../texts/texts';
import styles from './Calendar.module.css';

/** The colour of each kind; its words ('Holiday: Diwali') say the same without colour. */
export const kindClass: Record<CalendarEntry['kind'], string | undefined> = {
  holiday: styles.holiday,
  exams: styles.exams,
  follows: styles.follows,
};

/** What an entry reads as: its kind and name. */
export const entryLabel = calendarDayLabel;

/** Whom an entry is for: its classes by name (how many, while the classes load), or the whole institute. */
export function entryClasses(t: Translate<AdminTextId>, entry: CalendarEntry, classes: readonly ClassInfo[] | undefined): string {
  const count = entry.classIds.length;
  if (count === 0) return t('calendar.wholeInstitute');
  if (!classes) return t('calendar.classCount', { count });
  const names = new Map(classes.map((item) => [item.id, item.name]));
  return entry.classIds.map((id) => names.get(id) ?? t('calendar.removedClass')).join(', ');
}
