import { useId } from 'react';
import type { DateFieldProps } from '../types';
import { FieldFrame } from '../shared/FieldFrame';
import { describedBy } from '../shared/FieldMessages';
import field from '../shared/field.module.css';

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
    <FieldFrame
      fieldId={fieldId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      disabled={disabled}
      className={className}
    >
      <input
        {...rest}
        id={fieldId}
        type="date"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        className={field.input}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(fieldId, error, helperText)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
