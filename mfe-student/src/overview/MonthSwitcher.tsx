import type { ReactNode } from 'react';
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
      {stepTo(portalTexts.previousMonth, months[index - 1], <ChevronLeft size={18} />)}
      <p className={styles.month} aria-live="polite">
        {formatMonth(month)}
      </p>
      {stepTo(portalTexts.nextMonth, months[index + 1], <ChevronRight size={18} />)}
    </div>
  );
}
