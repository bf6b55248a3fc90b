import { Spinner } from '@rollcall/ui-kit';
import type { ListLoadingProps } from '../types';
import styles from './ListState.module.css';

/** A list while it loads: a spinner and what is loading, announced as a status. */
export function ListLoading({ label }: ListLoadingProps) {
  return (
    <div className={styles.state}>
      <Spinner size="lg" decorative />
      <p className={styles.title} role="status">
        {label}
      </p>
    </div>
  );
}
