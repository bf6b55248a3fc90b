import type { ReactNode } from 'react';
import styles from './FilterBar.module.css';

export interface FilterBarProps {
  /** The filter fields, each with its own label. */
  children: ReactNode;
}

/** The fields that choose what a list shows, above it: in a row when there is room, stacked on a phone. */
export function FilterBar({ children }: FilterBarProps) {
  return <div className={styles.filters}>{children}</div>;
}
