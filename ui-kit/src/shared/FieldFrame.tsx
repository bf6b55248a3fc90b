import { cx } from '@rollcall/ui-kit';
import type { ReactNode } from 'react';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from './FieldMessages';
import styles from './field.module.css';

interface FieldFrameProps {
  /** The id of the control inside, which the label names and the messages describe (see describedBy). */
  fieldId: string;
  label: ReactNode;
  required: boolean;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  className?: string;
  /** Under the control, beside the messages: a counter. */
  aside?: ReactNode;
  /** The control: the input, and any button inside its border. */
  children: ReactNode;
}

/** A one-control field: its label row, the bordered control with its invalid and disabled looks, its messages. */
export function FieldFrame({
  fieldId,
  label,
  required,
  error,
  helperText,
  disabled,
  className,
  aside,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <div className={cx(styles.control, error && styles.invalid, disabled && styles.disabled)}>{children}</div>
      {error || helperText || aside ? (
        <div className={styles.below}>
          <FieldMessages fieldId={fieldId} error={error} helperText={helperText} />
          {aside}
        </div>
      ) : null}
    </div>
  );
}
