import type { FilterBarProps } from '../types';
import styles from './FilterBar.module.css';

/** The fields that choose what a list shows, above it: in a row when there is room, stacked on a phone. */
export function FilterBar({ children }: FilterBarProps) {
  return <div className={styles.filters}>{children}</div>;
}
