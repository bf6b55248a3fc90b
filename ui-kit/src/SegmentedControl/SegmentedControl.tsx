import { cx } from '@rollcall/ui-kit';
import { useRef, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import type { SegmentedControlProps } from '../types';
import styles from './SegmentedControl.module.css';

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
 * besides its colour.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: SegmentedControlProps<Value>) {
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

  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className={styles.group}>
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
}
