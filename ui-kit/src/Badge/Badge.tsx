import type { BadgeProps } from '../types';
import styles from './Badge.module.css';

/** A short status word ('Present', 'Corrected', 'Archived'): the word says it, the tone only repeats it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
