import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { useDayWords } from './dayWords';
import { addMonths } from './month';
import styles from './Calendar.module.css';
import { useAdminTexts } from '../texts/texts';

interface MonthPickerProps {
  month: string;
  /** The institute's today's month, where Today goes. */
  todaysMonth: string;
  onMonth: (month: string) => void;
}

/** The month shown, with Previous, Today and Next. */
export function MonthPicker({ month, todaysMonth, onMonth }: MonthPickerProps) {
  const t = useAdminTexts();
  const words = useDayWords();
  return (
    <div className={styles.picker}>
      <h2 className={styles.month} aria-live="polite">
        {words.month(month)}
      </h2>
      <div className={styles.pickerButtons}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeft size={16} />}
          aria-label={t('calendar.previousMonth')}
          onClick={() => onMonth(addMonths(month, -1))}
        />
        <Button variant="secondary" size="sm" onClick={() => onMonth(todaysMonth)} disabled={month === todaysMonth}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronRight size={16} />}
          aria-label={t('calendar.nextMonth')}
          onClick={() => onMonth(addMonths(month, 1))}
        />
      </div>
    </div>
  );
}
