import { cx, VisuallyHidden } from '@rollcall/ui-kit';
import type { CalendarEntry } from '@rollcall/contracts';
import { entryLabel, kindClass } from './entryLook';
import styles from './Calendar.module.css';

interface EntryChipProps {
  entry: CalendarEntry;
  /** Whom it is for, read after its label ('Class 10 A'). */
  classes: string;
  /** Opens it to edit or remove; without it the entry is only shown. */
  onOpen?: (entry: CalendarEntry) => void;
}

/** One entry inside a day of the month: its kind and name in the kind's colour. */
export function EntryChip({ entry, classes, onOpen }: EntryChipProps) {
  const label = entryLabel(entry);
  const look = cx(styles.chip, kindClass[entry.kind]);
  return onOpen ? (
    <button type="button" className={look} aria-label={`${label}, ${classes}`} onClick={() => onOpen(entry)}>
      {label}
    </button>
  ) : (
    <span className={look}>
      {label}
      <VisuallyHidden>, {classes}</VisuallyHidden>
    </span>
  );
}
