import styles from './Hero.module.css';

/**
 * An illustration of the marking screen, drawn with markup instead of an image. The names are visibly
 * sample rows (aria-hidden), not data.
 */
const rows = [
  { roll: '01', present: true },
  { roll: '02', present: true },
  { roll: '03', present: false },
  { roll: '04', present: true },
  { roll: '05', present: true },
];

export function RegisterPreview() {
  return (
    <div className={styles.preview} aria-hidden="true">
      <div className={styles.previewHeader}>
        <span className={styles.previewDot} />
        <span className={styles.previewDot} />
        <span className={styles.previewDot} />
        <span className={styles.previewTitle}>Lecture 3 · Physics</span>
      </div>
      <ul className={styles.previewList}>
        {rows.map((row) => (
          <li key={row.roll} className={styles.previewRow}>
            <span className={styles.previewRoll}>{row.roll}</span>
            <span className={styles.previewName} />
            <span className={row.present ? styles.present : styles.absent}>{row.present ? 'Present' : 'Absent'}</span>
          </li>
        ))}
      </ul>
      <div className={styles.previewFooter}>
        <span>4 of 5 present</span>
        <span className={styles.previewSave}>Save</span>
      </div>
    </div>
  );
}
