import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { useWords } from '../texts/useWords';
import styles from './AttendanceOverview.module.css';

interface MonthSwitcherProps {
  /** The months offered, oldest first. */
  months: readonly string[];
  month: string;
  onChange: (month: string) => void;
}

/** The month shown, with the previous and next of `months` a press away (none past either end). */
export function MonthSwitcher({ months, month, onChange }: MonthSwitcherProps) {
  const { t, month: monthName } = useWords();
  const index = months.indexOf(month);
  const stepTo = (label: string, target: string | undefined, icon: ReactNode) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      icon={icon}
      disabled={!target}
      onClick={() => target && onChange(target)}
    />
  );
  return (
    <div className={styles.months}>
      {stepTo(t('overview.previousMonth'), months[index - 1], <ChevronLeft size={18} />)}
      <p className={styles.month} aria-live="polite">
        {monthName(month)}
      </p>
      {stepTo(t('overview.nextMonth'), months[index + 1], <ChevronRight size={18} />)}
    </div>
  );
}
