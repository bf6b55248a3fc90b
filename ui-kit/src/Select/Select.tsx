import { cx, kitTexts, useKitTexts } from '@rollcall/ui-kit';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Check, ChevronDown, Search, X } from 'lucide-react';
import { FieldLabel } from '../shared/FieldLabel';
import { describedBy, FieldMessages } from '../shared/FieldMessages';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label?: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Default 'Select an option...'. */
  placeholder?: string;
  /** Adds a search box 'Search options...' matching labels case-insensitively. */
  searchable?: boolean;
  /** Adds a clear button that sets the value to null. */
  clearable?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  /** Default 200 (px). */
  maxHeight?: number;
  id?: string;
}

export const SELECT_PLACEHOLDER = kitTexts.english('select.placeholder');
export const SEARCH_PLACEHOLDER = kitTexts.english('select.search');
export const NO_OPTIONS_FOUND = kitTexts.english('select.noneFound');
export const NO_OPTIONS_AVAILABLE = kitTexts.english('select.noneAvailable');

function matching(options: SelectOption[], query: string): SelectOption[] {
  const needle = query.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}

/** Index of the next enabled option from `from` in `direction`, staying put at either end. */
function step(options: SelectOption[], from: number, direction: 1 | -1): number {
  for (let index = from + direction; index >= 0 && index < options.length; index += direction) {
    if (!options[index]?.disabled) return index;
  }
  return from;
}

const firstEnabled = (options: SelectOption[]) => step(options, -1, 1);
const lastEnabled = (options: SelectOption[]) => step(options, options.length, -1);

/**
 * Select-only combobox with a listbox popup (WAI-ARIA APG), optionally with a search box in the popup.
 * Keyboard: ArrowDown/ArrowUp/Enter/Space open; in the list ArrowDown/ArrowUp move, Home/End jump,
 * Enter selects, Escape or Tab closes. The search text resets whenever the list closes.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder: givenPlaceholder,
  searchable = false,
  clearable = false,
  disabled = false,
  required = false,
  error,
  maxHeight = 200,
  id,
}: SelectProps) {
  const generatedId = useId();
  const baseId = id ?? `rc-select-${generatedId}`;
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [open, setOpen] = useState(false);
  const t = useKitTexts();
  const placeholder = givenPlaceholder ?? t('select.placeholder');
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const visible = useMemo(() => matching(options, query), [options, query]);
  const selected = options.find((option) => option.value === value) ?? null;

  const openList = (start: 'selected' | 'first' | 'last' = 'selected') => {
    if (disabled) return;
    const selectedIndex = options.findIndex((option) => option.value === value && !option.disabled);
    setActiveIndex(
      start === 'last' ? lastEnabled(options) : start === 'first' || selectedIndex < 0 ? firstEnabled(options) : selectedIndex,
    );
    setOpen(true);
  };

  const closeList = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    closeList(true);
  };

  useEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const node = listRef.current?.children[activeIndex] as HTMLElement | undefined;
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>, fromSearch: boolean) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(event.key)) {
        event.preventDefault();
        openList(event.key === 'Home' ? 'first' : event.key === 'End' || event.key === 'ArrowUp' ? 'last' : 'selected');
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((index) => (event.altKey ? index : step(visible, index, 1)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) choose(visible[activeIndex]);
        else setActiveIndex((index) => step(visible, index < 0 ? visible.length : index, -1));
        break;
      case 'Home':
        if (fromSearch) return; // Home/End move the caret inside the search text.
        event.preventDefault();
        setActiveIndex(firstEnabled(visible));
        break;
      case 'End':
        if (fromSearch) return;
        event.preventDefault();
        setActiveIndex(lastEnabled(visible));
        break;
      case 'Enter':
        event.preventDefault();
        choose(visible[activeIndex]);
        break;
      case ' ':
        if (fromSearch) return; // a space is part of the search text
        event.preventDefault();
        choose(visible[activeIndex]);
        break;
      case 'Escape':
        // Handled here so an enclosing dialog does not close as well.
        event.preventDefault();
        event.stopPropagation();
        closeList(true);
        break;
      case 'Tab':
        closeList(false);
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) closeList(false);
  };

  const activeDescendant = open && activeIndex >= 0 && visible[activeIndex] ? optionId(activeIndex) : undefined;
  const emptyText = options.length === 0 ? t('select.noneAvailable') : visible.length === 0 ? t('select.noneFound') : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: blur bubbling from the trigger, the search box and the list closes the popup
    <div className={styles.field} onBlur={onBlur}>
      {label ? (
        <FieldLabel id={labelId} htmlFor={baseId} required={required}>
          {label}
        </FieldLabel>
      ) : null}
      <div className={cx(styles.control, open && styles.open, error && styles.invalid, disabled && styles.disabled)}>
        <button
          ref={triggerRef}
          id={baseId}
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : placeholder}
          aria-activedescendant={searchable ? undefined : activeDescendant}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(baseId, error)}
          disabled={disabled}
          className={styles.trigger}
          onClick={() => (open ? closeList(true) : openList())}
          onKeyDown={(event) => onListKeyDown(event, false)}
        >
          {selected?.icon ? (
            <span className={styles.optionIcon} aria-hidden="true">
              {selected.icon}
            </span>
          ) : null}
          <span className={cx(styles.value, !selected && styles.placeholder)}>{selected ? selected.label : placeholder}</span>
        </button>
        <span className={styles.adornments}>
          {clearable && selected && !disabled ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('select.clear')}
              onClick={() => {
                onChange(null);
                closeList(true);
              }}
            >
              <X aria-hidden="true" size={16} />
            </button>
          ) : null}
          <ChevronDown aria-hidden="true" size={18} className={cx(styles.chevron, open && styles.chevronOpen)} />
        </span>
      </div>
      {open ? (
        // preventDefault on mousedown keeps focus (and the list) while the user clicks inside the popup.
        // biome-ignore lint/a11y/noStaticElementInteractions: the mousedown only keeps focus where it is
        <div
          className={styles.popup}
          onMouseDown={(event) => {
            if (event.target !== searchRef.current) event.preventDefault();
          }}
        >
          {searchable ? (
            <div className={styles.searchRow}>
              <Search aria-hidden="true" size={16} className={styles.searchIcon} />
              <input
                ref={searchRef}
                type="text"
                className={styles.search}
                placeholder={t('select.search')}
                aria-label={t('select.searchLabel')}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeDescendant}
                value={query}
                autoComplete="off"
                onChange={(event) => {
                  const next = matching(options, event.target.value);
                  setQuery(event.target.value);
                  setActiveIndex(firstEnabled(next));
                }}
                onKeyDown={(event) => onListKeyDown(event, true)}
              />
            </div>
          ) : null}
          {/* The combobox pattern with aria-activedescendant: focus stays on the trigger or the search box, whose
              key handlers move the active option, so the listbox and its options are not focusable themselves. */}
          <ul
            ref={listRef}
            id={listboxId}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox popup of the combobox pattern
            role="listbox"
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : placeholder}
            className={styles.list}
            style={{ maxHeight }}
            tabIndex={-1}
          >
            {visible.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options of the combobox pattern are chosen with the keyboard on the trigger or search box
              <li
                key={option.value}
                id={optionId(index)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox pattern
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                className={cx(
                  styles.option,
                  index === activeIndex && styles.active,
                  option.value === value && styles.selected,
                  option.disabled && styles.optionDisabled,
                )}
                onMouseEnter={() => !option.disabled && setActiveIndex(index)}
                onClick={() => choose(option)}
              >
                {option.icon ? (
                  <span className={styles.optionIcon} aria-hidden="true">
                    {option.icon}
                  </span>
                ) : null}
                <span className={styles.optionLabel}>{option.label}</span>
                {option.value === value ? <Check aria-hidden="true" size={16} className={styles.check} /> : null}
              </li>
            ))}
          </ul>
          {emptyText ? (
            <p className={styles.empty} role="status">
              {emptyText}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? <FieldMessages fieldId={baseId} error={error} /> : null}
    </div>
  );
}
