import type { ReactNode } from 'react';
import styles from './ListState.module.css';

export interface ListEmptyProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** What the user can do about it (Clear Search, Add Institute). */
  action?: ReactNode;
}

/** A list with nothing in it: what that means, and what the user can do about it. */
export function ListEmpty({ title, description, icon, action }: ListEmptyProps) {
  return (
    <div className={styles.state}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
