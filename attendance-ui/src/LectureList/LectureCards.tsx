import { formatDay } from '@rollcall/contracts';
import type { ReactNode } from 'react';
import type { LectureSummary } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import { useAttendanceTexts } from '../texts/texts';
import styles from './LectureCards.module.css';

export interface LectureCardsProps {
  /** Names the list, as the table's caption does on a wide screen. */
  caption: string;
  /** Newest first. */
  lectures: readonly LectureSummary[];
  /** The button that opens a lecture. */
  open: (lecture: LectureSummary) => ReactNode;
}

/**
 * Past lectures on a phone: one card each, everything a table row says stacked inside the screen's width, so
 * the counts and Open are in view without scrolling sideways.
 */
export function LectureCards({ caption, lectures, open }: LectureCardsProps) {
  const { t, language } = useAttendanceTexts();
  return (
    <section className={styles.frame} aria-label={caption}>
      <h2 className={styles.caption}>{caption}</h2>
      <ul className={styles.cards}>
        {lectures.map((lecture) => (
          <li key={lecture.id} className={styles.card}>
            <p className={styles.when}>
              {formatDay(lecture.heldOn, 'short', language)} · {t('period', { period: lecture.period })}
            </p>
            <p>
              {lecture.subjectCode} {lecture.subjectName}
            </p>
            <p className={styles.detail}>
              {lecture.className} · {lecture.takenBy.name}
            </p>
            <div className={styles.footer}>
              <span>{t('presentOf', { present: lecture.present, total: lecture.present + lecture.absent })}</span>
              {lecture.corrections > 0 ? <Badge tone="warning">{t('corrected', { count: lecture.corrections })}</Badge> : null}
              <span className={styles.open}>{open(lecture)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
