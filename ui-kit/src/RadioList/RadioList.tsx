import { cx } from '@rollcall/ui-kit';
import { useId } from 'react';
import { describedBy, FieldMessages } from '../shared/FieldMessages';
import { OptionText, optionAria, optionControlClass } from '../shared/OptionRow';
import styles from './RadioList.module.css';

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** A line under the label saying what choosing it means. */
  description?: string;
}

export interface RadioListProps<Value extends string> {
  /** Names the group: its visible legend. */
  label: string;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  helperText?: string;
  /** Error text under the list; also describes the group. */
  error?: string;
  disabled?: boolean;
}

/**
 * One choice of a few whose words need a line each: a fieldset named by its legend, one native radio per
 * option in a row big enough for a thumb, its description under its label. Where the labels are short,
 * SegmentedControl puts the choices side by side instead.
 */
export function RadioList<Value extends string>({
  label,
  options,
  value,
  onChange,
  helperText,
  error,
  disabled = false,
}: RadioListProps<Value>) {
  const id = `rc-radios-${useId()}`;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, error, helperText)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={cx(styles.list, error && styles.invalid)}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} className={styles.option} htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={id}
                className={optionControlClass}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                {...optionAria(optionId, option.description)}
              />
              <OptionText optionId={optionId} label={option.label} description={option.description} />
            </label>
          );
        })}
      </div>
      {error || helperText ? <FieldMessages fieldId={id} error={error} helperText={helperText} /> : null}
    </fieldset>
  );
}
