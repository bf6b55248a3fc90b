import { cx } from '@rollcall/ui-kit';
import { useId } from 'react';
import { FieldFrame } from '../shared/FieldFrame';
import { describedBy } from '../shared/FieldMessages';
import field from '../shared/field.module.css';
import styles from './FileField.module.css';

export interface FileFieldProps {
  label: string;
  /** The file types the picker offers ('.csv,text/csv'). */
  accept?: string;
  /** The chosen file, or null when the choice was cleared. */
  onChange: (file: File | null) => void;
  helperText?: string;
  /** Error text under the field; also sets aria-invalid and aria-describedby. */
  error?: string;
  disabled?: boolean;
}

/**
 * A labelled file picker (the browser's own) in the look of TextInput, with its error and helper texts
 * announced the same way. Picking the same file again, after fixing it, reports it again.
 */
export function FileField({ label, accept, onChange, helperText, error, disabled }: FileFieldProps) {
  const generatedId = useId();
  const fieldId = `rc-file-${generatedId}`;
  return (
    <FieldFrame fieldId={fieldId} label={label} required={false} error={error} helperText={helperText} disabled={disabled}>
      <input
        id={fieldId}
        type="file"
        accept={accept}
        disabled={disabled}
        className={cx(field.input, styles.input)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, helperText)}
        onClick={(event) => {
          // Without this, the browser sends no change for a file chosen a second time.
          event.currentTarget.value = '';
        }}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}
