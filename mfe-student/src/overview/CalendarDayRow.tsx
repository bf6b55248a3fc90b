import { CalendarOff } from 'lucide-react';
import { calendarDayLabel, type PortalCalendarDays } from '@rollcall/contracts';
import styles from './AttendanceOverview.module.css';

/** 'Holiday: Diwali': days that hold no timetabled lecture for the student's class. */
export function CalendarDayRow({ entry }: { entry: PortalCalendarDays }) {
  return (
    <li className={styles.calendarDay}>
      <CalendarOff size={18} aria-hidden="true" />
      {calendarDayLabel(entry)}
    </li>
  );
}
