import { CalendarDays } from 'lucide-react';
import type { TodayResponse } from '@rollcall/contracts';
import { type TeacherTextId, useTeacherTexts } from '../texts/texts';
import styles from './Today.module.css';

type DayCalendar = NonNullable<TodayResponse['calendar']>;

/** 'Holiday: Diwali', 'Exams: Mid-term', or that the day follows another weekday's timetable. */
export const calendarLine = (calendar: DayCalendar, t: (id: TeacherTextId, values: { name: string }) => string) =>
  t(calendar.kind === 'follows' ? 'today.follows' : `calendar.${calendar.kind}`, { name: calendar.name });

/** The day's calendar entry, above the lectures it leaves or gives. */
export function CalendarDayLine({ calendar }: { calendar: DayCalendar }) {
  const t = useTeacherTexts();
  return (
    <p className={styles.calendarDay}>
      <CalendarDays size={18} aria-hidden="true" /> {calendarLine(calendar, t)}
    </p>
  );
}
