import { Spinner } from '@rollcall/ui-kit';
import styles from './ListState.module.css';

export interface ListLoadingProps {
  /** What is loading, announced as a status ('Loading Institutes'). */
  label: string;
}

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
