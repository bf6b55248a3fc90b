import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from './sortRows';
import styles from './Table.module.css';

interface SortHeaderProps {
  label: string;
  /** How the table is sorted by this column, if it is. */
  direction: SortDirection | null;
  onSort: () => void;
}

/** A sortable column's header: a button that sorts by it; the <th> around it carries aria-sort. */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" className={styles.sort} onClick={onSort}>
      {label}
      <Icon size={14} aria-hidden="true" className={direction ? styles.sorted : styles.unsorted} />
    </button>
  );
}
