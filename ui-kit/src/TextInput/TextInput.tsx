import { cx, useKitTexts } from '@rollcall/ui-kit';
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldFrame } from '../shared/FieldFrame';
import type { Size } from '../size';
import { describedBy } from '../shared/FieldMessages';
import styles from './TextInput.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange'> {
  label: string;
  /** Shows the required asterisk (and sets aria-required). */
  required?: boolean;
  helperText?: string;
  /** Error text under the field; also sets aria-invalid and aria-describedby. */
  error?: string;
  /** With maxLength, shows the counter 'current/max'. */
  maxLength?: number;
  showCounter?: boolean;
  /** type="password" gets a show/hide toggle button; type="time" is the browser's clock-time picker (HH:MM). */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'time';
  size?: Size;
  value: string;
  onChange: (value: string) => void;
  /** Renders a <textarea> with this many rows instead of an <input>. */
  rows?: number;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/**
 * Labelled text field (or textarea with `rows`). The label is tied to the control; helper, error and
 * counter are announced through aria-describedby. `required` shows the asterisk and sets aria-required but
 * not the native attribute, so the form's own messages are what the user sees.
 */
export function TextInput({
  label,
  required = false,
  helperText,
  error,
  maxLength,
  showCounter = true,
  type = 'text',
  size = 'md',
  value,
  onChange,
  rows,
  textareaProps,
  id,
  className,
  disabled,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const fieldId = id ?? `rc-field-${generatedId}`;
  const counterId = `${fieldId}-counter`;
  const [revealed, setRevealed] = useState(false);
  const t = useKitTexts();

  const counted = maxLength !== undefined && showCounter;

  const common = {
    id: fieldId,
    value,
    maxLength,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(fieldId, error, helperText, counted ? counterId : null),
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const isPassword = type === 'password';

  return (
    <FieldFrame
      fieldId={fieldId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      disabled={disabled}
      className={cx(styles[size], className)}
      aside={
        counted ? (
          <span id={counterId} className={styles.counter}>
            {value.length}/{maxLength}
          </span>
        ) : null
      }
    >
      {rows !== undefined ? (
        <textarea
          {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...textareaProps}
          {...common}
          rows={rows}
          className={styles.input}
          onChange={handleChange}
        />
      ) : (
        <input
          {...rest}
          {...common}
          type={isPassword && revealed ? 'text' : type}
          className={styles.input}
          onChange={handleChange}
        />
      )}
      {isPassword && rows === undefined ? (
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setRevealed((shown) => !shown)}
          aria-label={revealed ? t('password.hide') : t('password.show')}
          aria-controls={fieldId}
          disabled={disabled}
        >
          {revealed ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        </button>
      ) : null}
    </FieldFrame>
  );
}
