import { PERIOD_MAX } from '@rollcall/contracts';
import { VisuallyHidden } from '@rollcall/ui-kit';
import { useAdminTexts } from '../texts/texts';
import styles from './Leave.module.css';

const everyPeriod = Array.from({ length: PERIOD_MAX }, (_, index) => index + 1);

interface PeriodPickerProps {
  /** The periods ticked. */
  value: readonly number[];
  onChange: (periods: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The periods of the day an on-duty covers: one small box per period, several to a row, each big enough for a thumb. */
export function PeriodPicker({ value, onChange, error, disabled }: PeriodPickerProps) {
  const t = useAdminTexts();
  const ticked = new Set(value);
  const toggle = (period: number, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(period);
    else next.delete(period);
    onChange(everyPeriod.filter((each) => next.has(each)));
  };
  return (
    <fieldset className={styles.periods} disabled={disabled} aria-describedby={error ? 'on-duty-periods-error' : undefined}>
      <legend className={styles.legend}>{t('leave.onDuty.whichPeriods')}</legend>
      <ul>
        {everyPeriod.map((period) => (
          <li key={period}>
            <label className={styles.period}>
              <input type="checkbox" checked={ticked.has(period)} onChange={(event) => toggle(period, event.target.checked)} />
              <VisuallyHidden>{t('leave.onDuty.period')} </VisuallyHidden>
              {period}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="on-duty-periods-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
