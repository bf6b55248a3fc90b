import { cx } from '@rollcall/ui-kit';
import { useId } from 'react';
import type { DateFieldProps } from '../types';
import { FieldLabel } from '../shared/FieldLabel';
import { describedBy, FieldMessages } from '../shared/FieldMessages';
import styles from './DateField.module.css';

/**
 * A labelled date (the browser's own date picker) in the look of TextInput, with its error and helper
 * texts announced the same way. `required` is the native attribute (a date input takes no aria-required); the
 * forms here set noValidate, so their own messages are still what the user sees.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  required = false,
  helperText,
  error,
  id,
  className,
  disabled,
  ...rest
}: DateFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? `rc-date-${generatedId}`;
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <div className={cx(styles.control, error && styles.invalid, disabled && styles.disabled)}>
        <input
          {...rest}
          id={fieldId}
          type="date"
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          required={required}
          aria-describedby={describedBy(fieldId, error, helperText)}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error || helperText ? <FieldMessages fieldId={fieldId} error={error} helperText={helperText} /> : null}
    </div>
  );
}
