import { CalendarDays } from 'lucide-react';
import { calendarDayLabel, type TodayResponse, todayTexts } from '@rollcall/contracts';
import styles from './Today.module.css';

type DayCalendar = NonNullable<TodayResponse['calendar']>;

/** 'Holiday: Diwali', 'Exams: Mid-term', or that the day follows another weekday's timetable. */
export const calendarLine = (calendar: DayCalendar) =>
  calendar.kind === 'follows' ? todayTexts.follows(calendar.name) : calendarDayLabel(calendar);

/** The day's calendar entry, above the lectures it leaves or gives. */
export function CalendarDayLine({ calendar }: { calendar: DayCalendar }) {
  return (
    <p className={styles.calendarDay}>
      <CalendarDays size={18} aria-hidden="true" /> {calendarLine(calendar)}
    </p>
  );
}
