import type { TopBarProps } from '../types';
import styles from './TopBar.module.css';

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
