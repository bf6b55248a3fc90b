import { CalendarOff } from 'lucide-react';
import type { PortalCalendarDays } from '@rollcall/contracts';
import { calendarDayIds } from '../texts/sharedIds';
import { useStudentTexts } from '../texts/texts';
import styles from './AttendanceOverview.module.css';

/** 'Holiday: Diwali': days that hold no timetabled lecture for the student's class. */
export function CalendarDayRow({ entry }: { entry: PortalCalendarDays }) {
  const t = useStudentTexts();
  return (
    <li className={styles.calendarDay}>
      <CalendarOff size={18} aria-hidden="true" />
      {t(calendarDayIds[entry.kind], { name: entry.name })}
    </li>
  );
}
