import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export interface BadgeProps {
  /** Default 'neutral'; the colour repeats what the word says. */
  tone?: 'neutral' | 'success' | 'error' | 'warning';
  children: ReactNode;
}

/** A short status word ('Present', 'Corrected', 'Archived'): the word says it, the tone only repeats it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
