import type { ReactNode } from 'react';
import styles from './TopBar.module.css';

export interface TopBarProps {
  /** The institute's name, say. */
  title: ReactNode;
  /** A smaller line under the title (the signed-in user's name): under it, not beside the end, so a phone keeps the title on one line. */
  subtitle?: ReactNode;
  /** Before the title (a menu button). */
  start?: ReactNode;
  /** At the end of the bar (the user's name and Sign out). */
  end?: ReactNode;
}

/**
 * The bar at the top of an area: what opens before the title (a menu button), the title with an optional
 * line under it, and what sits at its end.
 */
export function TopBar({ title, subtitle, start, end }: TopBarProps) {
  return (
    <header className={styles.bar}>
      {start}
      <span className={styles.title}>
        <span>{title}</span>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </span>
      {end ? <div className={styles.end}>{end}</div> : null}
    </header>
  );
}
