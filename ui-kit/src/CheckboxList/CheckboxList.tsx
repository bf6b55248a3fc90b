import { cx, kitTexts, useKitTexts } from '@rollcall/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { describedBy, FieldMessages } from '../shared/FieldMessages';
import { OptionText, optionAria, optionControlClass } from '../shared/OptionRow';
import { TextInput } from '../TextInput/TextInput';
import styles from './CheckboxList.module.css';

export interface CheckboxOption {
  value: string;
  label: string;
  /** A second line under the label (an email, what a role grants). */
  description?: string;
  /** Shown but not to be ticked or unticked; say why in the description. */
  disabled?: boolean;
}

export interface CheckboxListProps {
  /** Names the group: its visible legend. */
  label: string;
  options: readonly CheckboxOption[];
  /** The values ticked, in any order. */
  value: readonly string[];
  /** The values ticked, in the order of `options`. */
  onChange: (value: string[]) => void;
  /** Adds a search box over the list that narrows it by label and description; hidden ticks stay ticked. */
  searchable?: boolean;
  /** Adds a checkbox with this label that ticks or unticks every option shown (the search's matches), disabled ones aside. */
  selectAll?: string;
  helperText?: string;
  /** Error text under the list; also marks the group invalid. */
  error?: string;
  disabled?: boolean;
}

export const NO_CHOICES_FOUND = kitTexts.english('choices.noneFound');

function matching(options: readonly CheckboxOption[], query: string): readonly CheckboxOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => `${option.label} ${option.description ?? ''}`.toLowerCase().includes(needle));
}

/**
 * Several choices of a list: a fieldset named by its legend, one checkbox per option with a row big enough
 * for a thumb, and optionally a search box that narrows a long list. Ticks hidden by the search stay ticked.
 */
export function CheckboxList({
  label,
  options,
  value,
  onChange,
  searchable = false,
  selectAll,
  helperText,
  error,
  disabled = false,
}: CheckboxListProps) {
  const id = `rc-checklist-${useId()}`;
  const [query, setQuery] = useState('');
  const t = useKitTexts();
  const visible = useMemo(() => matching(options, query), [options, query]);
  const ticked = new Set(value);
  const allBox = useRef<HTMLInputElement>(null);
  const shownFree = visible.filter((option) => !option.disabled);
  const shownTicked = shownFree.filter((option) => ticked.has(option.value)).length;
  const someShownTicked = shownTicked > 0 && shownTicked < shownFree.length;

  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = someShownTicked;
  });

  const tick = (changed: readonly CheckboxOption[], checked: boolean) => {
    const next = new Set(ticked);
    for (const option of changed) {
      if (checked) next.add(option.value);
      else next.delete(option.value);
    }
    onChange(options.filter((candidate) => next.has(candidate.value)).map((candidate) => candidate.value));
  };

  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, error, helperText)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      {searchable && options.length > 0 ? (
        <>
          <TextInput type="search" size="sm" label={`Search ${label.toLowerCase()}`} value={query} onChange={setQuery} />
          {/* With part of the list hidden, the count says what the search hides. */}
          <p className={styles.count}>{ticked.size} chosen</p>
        </>
      ) : null}
      {options.length === 0 ? null : visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('choices.noneFound')}
        </p>
      ) : (
        <ul className={cx(styles.list, error && styles.invalid)}>
          {selectAll && shownFree.length > 0 ? (
            <li className={styles.all}>
              <label className={styles.option} htmlFor={`${id}-all`}>
                <input
                  ref={allBox}
                  id={`${id}-all`}
                  type="checkbox"
                  className={optionControlClass}
                  checked={shownTicked === shownFree.length}
                  onChange={(event) => tick(shownFree, event.target.checked)}
                />
                <OptionText optionId={`${id}-all`} label={selectAll} />
              </label>
            </li>
          ) : null}
          {visible.map((option) => {
            const optionId = `${id}-${option.value}`;
            return (
              <li key={option.value}>
                <label className={cx(styles.option, option.disabled && styles.unavailable)} htmlFor={optionId}>
                  <input
                    id={optionId}
                    type="checkbox"
                    className={optionControlClass}
                    checked={ticked.has(option.value)}
                    disabled={option.disabled}
                    onChange={(event) => tick([option], event.target.checked)}
                    {...optionAria(optionId, option.description)}
                  />
                  <OptionText optionId={optionId} label={option.label} description={option.description} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error || helperText ? <FieldMessages fieldId={id} error={error} helperText={helperText} /> : null}
    </fieldset>
  );
}
