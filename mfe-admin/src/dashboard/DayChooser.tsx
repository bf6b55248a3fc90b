import { zonedClock } from '@rollcall/attendance-ui';
import { DateField } from '@rollcall/ui-kit/forms';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface DayChooserProps {
  day: string;
  onChange: (day: string) => void;
  /** Another day on its way while the last one is still shown; null once it is in. */
  loadingDay: string | null;
  updatedAt: Date | null;
  /** The institute's, the clock the update time is told on; undefined until the first answer. */
  timeZone: string | undefined;
}

/** The day shown, to look at another, and when its figures were last brought up to date. */
export function DayChooser({ day, onChange, loadingDay, updatedAt, timeZone }: DayChooserProps) {
  const texts = useDashboardTexts();
  return (
    <div className={styles.dayChooser}>
      <DateField label={texts.day} value={day} onChange={onChange} />
      <p className={styles.updated}>
        {loadingDay
          ? texts.loadingDay(loadingDay)
          : updatedAt && timeZone
            ? texts.updatedAt(zonedClock(updatedAt, timeZone))
            : null}
      </p>
    </div>
  );
}
