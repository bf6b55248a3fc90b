import styles from './charts.module.css';

export interface InlineBarProps {
  /** null draws an empty track. */
  value: number | null;
  /** The value of a full bar; 100 unless told. */
  max?: number;
  /** A level marked on the track (a threshold). */
  mark?: number;
}

const share = (value: number, max: number) => `${Math.min(Math.max((value / max) * 100, 0), 100)}%`;

/** A compact bar beside a figure in a row (a percentage); decoration only, the figure says the value. */
export function InlineBar({ value, max = 100, mark }: InlineBarProps) {
  return (
    <span className={styles.track} aria-hidden="true">
      {value === null ? null : <span className={styles.fill} style={{ width: share(value, max) }} />}
      {mark === undefined ? null : <span className={styles.mark} style={{ left: share(mark, max) }} />}
    </span>
  );
}
