import { useId, type InputHTMLAttributes } from 'react';
import { FieldFrame } from '../shared/FieldFrame';
import { describedBy } from '../shared/FieldMessages';
import field from '../shared/field.module.css';

export interface DateFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'size'> {
  label: string;
  /** A date as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest dates the picker offers, as YYYY-MM-DD. */
  min?: string;
  max?: string;
  /** Shows the required asterisk (and sets the native required). */
  required?: boolean;
  helperText?: string;
  /** Error text under the field; also sets aria-invalid and aria-describedby. */
  error?: string;
}

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
