import { LoaderCircle } from 'lucide-react';
import { cx } from '../classNames';
import type { Size } from '../size';
import styles from './Spinner.module.css';
import { useKitTexts } from '../texts/texts';

export interface SpinnerProps {
  size?: Size;
  /** Accessible label, default 'Loading'. */
  label?: string;
  /** Hidden from assistive technology (when the surrounding text already says what is loading). */
  decorative?: boolean;
}

const pixels = { sm: 16, md: 24, lg: 40 } as const;

/**
 * A spinning loader announced to assistive technology as a status with a label; `decorative` hides it
 * (inside a button whose own text already says 'Saving...').
 */
export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const t = useKitTexts();
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label ?? t('spinner.loading') };
  return (
    <span {...a11y} className={cx(styles.spinner, styles[size])}>
      <LoaderCircle aria-hidden="true" size={pixels[size]} className={styles.icon} />
    </span>
  );
}
