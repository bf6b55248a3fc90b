import styles from './AttendanceOverview.module.css';

/**
 * A percentage as a bar, with a mark at the threshold. Decoration only: the same figures are in the text
 * beside it.
 */
export function AttendanceBar({ percentage, threshold }: { percentage: number; threshold: number }) {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={styles.barFill} style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }} />
      <div className={styles.barThreshold} style={{ left: `${Math.min(100, Math.max(0, threshold))}%` }} />
    </div>
  );
}
