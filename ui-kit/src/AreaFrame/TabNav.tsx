import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { cx } from '@rollcall/ui-kit';
import styles from './TabNav.module.css';

/** One section of an area in its TabNav. */
export interface TabNavEntry {
  label: string;
  /** The address of the section. */
  to: string;
  /** Current only at exactly `to`, not on its sub-pages (the area's home). */
  end?: boolean;
  icon?: ReactNode;
}

export interface TabNavProps {
  /** Names the navigation ('Teacher sections'). */
  label: string;
  entries: readonly TabNavEntry[];
}

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
