import type { ReactNode } from 'react';
import styles from './Tip.module.css';

/** Advice beside a form, after its icon. */
export function Tip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <aside className={styles.tip}>
      {icon}
      <p>{children}</p>
    </aside>
  );
}
