import { cx, VisuallyHidden } from '@rollcall/ui-kit';
import type { CalendarEntry } from '@rollcall/contracts';
import { useDayWords } from './dayWords';
import { EntryChip } from './EntryChip';
import { entriesOn, monthOf, monthWeeks } from './month';
import styles from './Calendar.module.css';
import { useAdminTexts } from '../texts/texts';

interface MonthGridProps {
  month: string;
  entries: readonly CalendarEntry[];
  /** The institute's today, marked in the grid. */
  today: string;
  /** Whom an entry is for, as its chip reads it. */
  classesOf: (entry: CalendarEntry) => string;
  /** The first day of a range being chosen, until its last is. */
  firstDay: string | null;
  /** Makes each day a button that chooses a range (manage_setup); none: the month is only shown. */
  onDay?: (day: string) => void;
  onEntry?: (entry: CalendarEntry) => void;
}

const dayNumber = (day: string) => String(Number(day.slice(8)));

/** The month as a table: weekdays as columns (Monday first), weeks as rows; days of the months around it dimmed. */
export function MonthGrid({ month, entries, today, classesOf, firstDay, onDay, onEntry }: MonthGridProps) {
  const t = useAdminTexts();
  const words = useDayWords();
  return (
    <table className={styles.grid}>
      <caption>
        <VisuallyHidden>{words.month(month)}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {words.weekdays.map((name, index) => (
            <th key={name} scope="col" className={styles.weekday}>
              <span aria-hidden="true">{words.weekdaysShort[index]}</span>
              <VisuallyHidden>{name}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const outside = monthOf(day) !== month;
              const name = words.day(day, 'long');
              return (
                <td
                  key={day}
                  className={cx(styles.day, outside && styles.outside, day === today && styles.today)}
                  aria-current={day === today ? 'date' : undefined}
                >
                  {onDay ? (
                    <button
                      type="button"
                      className={cx(styles.dayButton, day === firstDay && styles.chosen)}
                      aria-label={name}
                      aria-pressed={day === firstDay}
                      onClick={() => onDay(day)}
                    >
                      {dayNumber(day)}
                    </button>
                  ) : (
                    <span className={styles.dayNumber}>
                      <span aria-hidden="true">{dayNumber(day)}</span>
                      <VisuallyHidden>{name}</VisuallyHidden>
                    </span>
                  )}
                  {day === today ? <span className={styles.todayMark}>{t('calendar.today')}</span> : null}
                  <div className={styles.entries}>
                    {entriesOn(entries, day).map((entry) => (
                      <EntryChip key={entry.id} entry={entry} classes={classesOf(entry)} onOpen={onEntry} />
                    ))}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
