import type { TopBarProps } from '../types';
import styles from './TopBar.module.css';

/** The bar at the top of an area: what opens before the title (a menu button), the title, and what sits at its end. */
export function TopBar({ title, start, end }: TopBarProps) {
  return (
    <header className={styles.bar}>
      {start}
      <span className={styles.title}>{title}</span>
      {end ? <div className={styles.end}>{end}</div> : null}
    </header>
  );
}
