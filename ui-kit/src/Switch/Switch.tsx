import { useId } from 'react';
import { cx } from '@rollcall/ui-kit';
import styles from './Switch.module.css';

export interface SwitchProps {
  /** The switch's name, shown beside it. */
  label: string;
  /** One line under the label saying what the switch does; describes the switch. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** While its change is saved: disabled, aria-busy, and busyLabel read out in its status line. */
  busy?: boolean;
  busyLabel?: string;
  /** What became of the last change ('Daily summary turned off'), read out politely in its status line. */
  status?: string;
  /** Why the last change failed, under the switch; also describes it. */
  error?: string;
}

/**
 * One setting that is on or off and takes effect at once: a checkbox with the switch role, its label and
 * description in a row big enough for a thumb, and under it a status line (saving, then what became of it)
 * and the error of a change that failed.
 */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  busy = false,
  busyLabel,
  status,
  error,
}: SwitchProps) {
  const id = `rc-switch-${useId()}`;
  const said = busy ? busyLabel : status;
  return (
    <div className={styles.switch}>
      <label className={cx(styles.row, (disabled || busy) && styles.off)} htmlFor={id}>
        <span className={styles.text}>
          <span id={`${id}-label`} className={styles.label}>
            {label}
          </span>
          {description ? (
            <span id={`${id}-description`} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className={styles.input}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled || busy}
          aria-busy={busy || undefined}
          // The name is the label alone; the description and a failure describe it.
          aria-labelledby={`${id}-label`}
          aria-describedby={
            [error ? `${id}-error` : null, description ? `${id}-description` : null].filter(Boolean).join(' ') || undefined
          }
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </label>
      {/* Always in the page, so what it says next is announced. */}
      <p role="status" className={styles.status}>
        {said}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
