import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { formatMonth } from '@rollcall/contracts';
import { addMonths } from './month';
import styles from './Calendar.module.css';

interface MonthPickerProps {
  month: string;
  /** The institute's today's month, where Today goes. */
  todaysMonth: string;
  onMonth: (month: string) => void;
}

/** The month shown, with Previous, Today and Next. */
export function MonthPicker({ month, todaysMonth, onMonth }: MonthPickerProps) {
  return (
    <div className={styles.picker}>
      <h2 className={styles.month} aria-live="polite">
        {formatMonth(month)}
      </h2>
      <div className={styles.pickerButtons}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeft size={16} />}
          aria-label="Previous month"
          onClick={() => onMonth(addMonths(month, -1))}
        />
        <Button variant="secondary" size="sm" onClick={() => onMonth(todaysMonth)} disabled={month === todaysMonth}>
          Today
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronRight size={16} />}
          aria-label="Next month"
          onClick={() => onMonth(addMonths(month, 1))}
        />
      </div>
    </div>
  );
}
