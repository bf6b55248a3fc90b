import { cx } from '@rollcall/ui-kit';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { describedBy, FieldMessages } from '../shared/FieldMessages';
import styles from './SegmentedControl.module.css';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
  /** The colour of the option once chosen: green for a good answer, red for a bad one; the tick and bold text say it without colour. */
  tone?: 'positive' | 'negative';
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the choice for assistive technology (a student's name on a register). */
  label: string;
  options: readonly SegmentOption<Value>[];
  /** null: nothing chosen yet. */
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Shows `label` above the options, as a form field's label (it otherwise names them for assistive technology only). */
  showLabel?: boolean;
  /** What the choice means, under the options. */
  helperText?: string;
  /** Error text under the options (nothing chosen yet); also sets aria-invalid. */
  error?: string;
}

/** Where each key moves the choice, from the option at `index` of `count`. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One choice of a few, side by side: a radio group. Tab reaches the chosen option (the first while none
 * is), the arrow keys, Home and End move the choice, and the chosen one shows a tick and bold text
 * besides its colour. With `showLabel` it is a form field: its label above, its helper and error texts below.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  showLabel = false,
  helperText,
  error,
}: SegmentedControlProps<Value>) {
  const fieldId = `rc-segments-${useId()}`;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chosen = options.findIndex((option) => option.value === value);
  const tabStop = chosen === -1 ? 0 : chosen;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, options.length);
    buttons.current[next]?.focus();
    onChange(options[next]!.value);
  };

  const group = (
    <div
      role="radiogroup"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? `${fieldId}-label` : undefined}
      aria-disabled={disabled || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, error, helperText)}
      className={cx(styles.group, error && styles.invalid)}
    >
      {options.map((option, index) => {
        const checked = index === chosen;
        return (
          // biome-ignore lint/a11y/useSemanticElements: each segment is a button face big enough for a thumb; the radio pattern (roving tabindex, arrow keys) is built here
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            className={cx(styles.segment, checked && styles.checked, checked && option.tone && styles[option.tone])}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {checked ? <Check size={16} aria-hidden="true" /> : null}
            {option.label}
          </button>
        );
      })}
    </div>
  );
  if (!showLabel && !error && !helperText) return group;
  return (
    <div className={styles.field}>
      {showLabel ? (
        <span id={`${fieldId}-label`} className={styles.label}>
          {label}
        </span>
      ) : null}
      {group}
      {error || helperText ? <FieldMessages fieldId={fieldId} error={error} helperText={helperText} /> : null}
    </div>
  );
}
