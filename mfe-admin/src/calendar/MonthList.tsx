import { cx } from '@rollcall/ui-kit';
import type { CalendarEntry } from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { useDayWords } from './dayWords';
import { entryLabel, kindClass } from './entryLook';
import { entriesOfMonth } from './month';
import styles from './Calendar.module.css';
import { useAdminTexts } from '../texts/texts';

interface MonthListProps {
  month: string;
  entries: readonly CalendarEntry[];
  classesOf: (entry: CalendarEntry) => string;
  /** Opens an entry to edit or remove (manage_setup); none: the entries are only shown. */
  onEntry?: (entry: CalendarEntry) => void;
}

/** A phone's month: its entries by first day, each a card that opens it. */
export function MonthList({ month, entries, classesOf, onEntry }: MonthListProps) {
  const t = useAdminTexts();
  const words = useDayWords();
  /** The days an entry covers: '9 Nov 2026' or '9 Nov 2026 – 11 Nov 2026'. */
  const daysOf = (entry: CalendarEntry) =>
    entry.startsOn === entry.endsOn ? words.day(entry.startsOn) : `${words.day(entry.startsOn)} – ${words.day(entry.endsOn)}`;
  const shown = entriesOfMonth(entries, month);
  if (shown.length === 0)
    return <ListEmpty title={t('calendar.nothingIn', { month: words.month(month) })} description={t('calendar.nothingHint')} />;
  return (
    <ol className={styles.list} aria-label={t('calendar.calendarOf', { month: words.month(month) })}>
      {shown.map((entry) => {
        const body = (
          <>
            <span className={styles.listDays}>{daysOf(entry)}</span>
            <span className={cx(styles.chip, kindClass[entry.kind])}>{entryLabel(entry)}</span>
            <span className={styles.listClasses}>{classesOf(entry)}</span>
          </>
        );
        return (
          <li key={entry.id}>
            {onEntry ? (
              <button type="button" className={styles.listEntry} onClick={() => onEntry(entry)}>
                {body}
              </button>
            ) : (
              <div className={styles.listEntry}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
