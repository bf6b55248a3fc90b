import { Clock } from 'lucide-react';
import { zoneName } from '@rollcall/attendance-ui';
import type { NotTaken } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import { Panel } from '@rollcall/ui-kit/pages';
import { isOverdue } from './isOverdue';
import { NoneNotTaken } from './NoneNotTaken';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface NotTakenListProps {
  /** The earliest of the day's registers not taken. */
  slots: readonly NotTaken[];
  /** How many were not taken in all. */
  count: number;
  /** The day's lectures, scheduled or taken (extra ones included). */
  lecturesOfTheDay: number;
  shownIsToday: boolean;
  timeZone: string;
}

/**
 * The day's registers not taken yet, by period: who teaches what, where, and whether it is overdue; when only the
 * earliest are listed, how many more there are.
 */
export function NotTakenList({ slots, count, lecturesOfTheDay, shownIsToday, timeZone }: NotTakenListProps) {
  const texts = useDashboardTexts();
  const now = new Date();
  const zone = zoneName(timeZone, now);
  return (
    <section aria-labelledby="dashboard-not-taken" className={styles.section}>
      <h2 id="dashboard-not-taken" className={styles.heading}>
        {texts.notTakenHeading}
      </h2>
      <Panel>
        {slots.length === 0 ? (
          <NoneNotTaken lecturesOfTheDay={lecturesOfTheDay} />
        ) : (
          <ul className={styles.rows}>
            {slots.map((slot) => (
              <li key={slot.slotId} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>
                    {slot.className} · {slot.subjectName} ({slot.subjectCode})
                  </span>
                  <span className={styles.rowMeta}>
                    {texts.period(slot.period)} · {texts.times(slot.startsAt, slot.endsAt)} {zone} · {slot.teacherName}
                  </span>
                </div>
                {isOverdue(slot, now, shownIsToday, timeZone) ? (
                  <Badge tone="warning">
                    <Clock size={14} aria-hidden="true" /> {texts.overdue}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {count > slots.length ? <p className={styles.note}>{texts.moreNotTaken(count - slots.length)}</p> : null}
    </section>
  );
}
