import { NavLink } from 'react-router-dom';
import { cx } from '@rollcall/ui-kit';
import type { TabNavProps } from '../types';
import styles from './TabNav.module.css';

/**
 * The sections of an area as links, the current one marked as the page: a tab bar along the bottom of a
 * phone, within reach of a thumb, and a row under the top bar on a wide screen.
 */
export function TabNav({ label, entries }: TabNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.to} className={styles.item}>
            <NavLink to={entry.to} end={entry.end} className={({ isActive }) => cx(styles.link, isActive && styles.active)}>
              {entry.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {entry.icon}
                </span>
              ) : null}
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
