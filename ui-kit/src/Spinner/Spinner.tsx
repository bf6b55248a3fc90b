import { LoaderCircle } from 'lucide-react';
import type { SpinnerProps } from '../types';
import { cx } from '../classNames';
import styles from './Spinner.module.css';

const pixels = { sm: 16, md: 24, lg: 40 } as const;

/**
 * A spinning loader announced to assistive technology as a status with a label; `decorative` hides it
 * (inside a button whose own text already says 'Saving...').
 */
export function Spinner({ size = 'md', label = 'Loading', decorative = false }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label };
  return (
    <span {...a11y} className={cx(styles.spinner, styles[size])}>
      <LoaderCircle aria-hidden="true" size={pixels[size]} className={styles.icon} />
    </span>
  );
}
