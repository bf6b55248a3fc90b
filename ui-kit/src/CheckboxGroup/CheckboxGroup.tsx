import { cx } from '@rollcall/ui-kit';
import { useId } from 'react';
import type { CheckboxGroupProps } from '../types';
import { describedBy, FieldMessages } from '../shared/FieldMessages';
import styles from './CheckboxGroup.module.css';

/**
 * Several choices of a list, each a labelled checkbox with an optional description, in a fieldset named by
 * its legend. Every row is a tap target of at least 44 px.
 */
export function CheckboxGroup({ legend, options, value, onChange, helperText, error, disabled }: CheckboxGroupProps) {
  const groupId = `rc-checkboxes-${useId()}`;
  const toggle = (option: string, checked: boolean) =>
    onChange(options.map((each) => each.value).filter((each) => (each === option ? checked : value.includes(each))));

  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={describedBy(groupId, error, helperText)}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {options.map((option, index) => {
          const labelId = `${groupId}-${index}-label`;
          const descriptionId = `${groupId}-${index}-description`;
          return (
            <li key={option.value}>
              <label className={cx(styles.option, error && styles.invalid)}>
                <input
                  type="checkbox"
                  className={styles.box}
                  checked={value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                  // The row's label wraps the description too; the name is the label alone.
                  aria-labelledby={labelId}
                  aria-describedby={option.description ? descriptionId : undefined}
                />
                <span className={styles.text}>
                  <span id={labelId} className={styles.label}>
                    {option.label}
                  </span>
                  {option.description ? (
                    <span id={descriptionId} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error || helperText ? <FieldMessages fieldId={groupId} error={error} helperText={helperText} /> : null}
    </fieldset>
  );
}
