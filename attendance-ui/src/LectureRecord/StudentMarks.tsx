import { useId } from 'react';
import type { StudentMarkHistory } from '@rollcall/contracts';
import { Badge, Button } from '@rollcall/ui-kit';
import { useAttendanceTexts } from '../texts/texts';
import { MarkHistory } from './MarkHistory';
import styles from './LectureRecord.module.css';

interface StudentMarksProps {
  marks: readonly StudentMarkHistory[];
  /** The institute's: the marks' times are told on its clock. */
  timeZone: string;
  /** Offers Correct on each student; none without it. */
  onCorrect?: (mark: StudentMarkHistory) => void;
}

/** The students by roll number, each with the current mark in words and, once corrected, its history. */
export function StudentMarks({ marks, timeZone, onCorrect }: StudentMarksProps) {
  const headingId = useId();
  const { t } = useAttendanceTexts();
  return (
    <section aria-labelledby={headingId} className={styles.students}>
      <h2 id={headingId} className={styles.heading}>
        {t('record.students')}
      </h2>
      <ol className={styles.marks}>
        {marks.map((mark) => (
          <li key={mark.studentId} className={styles.mark}>
            <div className={styles.markRow}>
              <h3 className={styles.student}>
                <span className={styles.roll}>{mark.rollNumber}</span> {mark.name}
              </h3>
              <Badge tone={mark.current.status === 'present' ? 'success' : 'error'}>{t(`mark.${mark.current.status}`)}</Badge>
              {onCorrect ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.correct}
                  aria-label={t('record.correctStudent', { rollNumber: mark.rollNumber, name: mark.name })}
                  onClick={() => onCorrect(mark)}
                >
                  {t('record.correct')}
                </Button>
              ) : null}
            </div>
            {mark.earlier.length > 0 ? <MarkHistory mark={mark} timeZone={timeZone} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
