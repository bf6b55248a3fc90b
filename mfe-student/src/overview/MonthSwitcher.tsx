import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatMonth, portalTexts } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import styles from './AttendanceOverview.module.css';

interface MonthSwitcherProps {
  /** The months offered, oldest first. */
  months: readonly string[];
  month: string;
  onChange: (month: string) => void;
}

/** The month shown, with the previous and next of `months` a press away (none past either end). */
export function MonthSwitcher({ months, month, onChange }: MonthSwitcherProps) {
  const index = months.indexOf(month);
  const previous = months[index - 1];
  const next = months[index + 1];
  return (
    <div className={styles.months}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={portalTexts.previousMonth}
        icon={<ChevronLeft size={18} />}
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
      />
      <p className={styles.month} aria-live="polite">
        {formatMonth(month)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-label={portalTexts.nextMonth}
        icon={<ChevronRight size={18} />}
        disabled={!next}
        onClick={() => next && onChange(next)}
      />
    </div>
  );
}
