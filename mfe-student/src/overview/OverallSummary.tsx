import { useId } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { StudentAttendanceResponse } from '@rollcall/contracts';
import { Select } from '@rollcall/ui-kit/forms';
import { Panel } from '@rollcall/ui-kit/pages';
import { useWords } from '../texts/useWords';
import { isBelowThreshold, percentText } from './standing';
import styles from './AttendanceOverview.module.css';

interface OverallSummaryProps {
  attendance: StudentAttendanceResponse;
  onChooseSemester: (semesterId: string) => void;
}

/** The semester at a glance: the overall percentage, the threshold, how many subjects are below it, and the semester. */
export function OverallSummary({ attendance, onChooseSemester }: OverallSummaryProps) {
  const headingId = useId();
  const words = useWords();
  const { t } = words;
  const { overall, threshold, semester, semesters } = attendance;
  const below = attendance.subjects.filter(isBelowThreshold).length;
  const StatusIcon = below ? CircleAlert : CircleCheck;

  return (
    <Panel as="section" aria-labelledby={headingId} className={styles.summary}>
      <div className={styles.summaryFigures}>
        <h2 id={headingId} className={styles.summaryHeading}>
          {t('overview.overall')}
        </h2>
        <p className={overall.percentage === null ? styles.noFigure : styles.bigFigure}>
          {percentText(overall.percentage, words)}
        </p>
        <p>{t('overview.attended', { present: overall.present, total: overall.total })}</p>
        <p className={styles.muted}>{t('overview.threshold', { threshold: words.percent(threshold) })}</p>
        <p className={below ? styles.below : styles.onTrack}>
          <StatusIcon size={18} aria-hidden="true" />
          {below ? t('overview.belowIn', { count: below }) : t('overview.onTrack')}
        </p>
      </div>
      <div className={styles.semester}>
        {semesters.length > 1 ? (
          <Select
            label={t('overview.semester')}
            options={semesters.map((option) => ({ value: option.id, label: option.name }))}
            value={semester.id}
            onChange={(semesterId) => semesterId && semesterId !== semester.id && onChooseSemester(semesterId)}
          />
        ) : (
          <p className={styles.muted}>{semester.name}</p>
        )}
      </div>
    </Panel>
  );
}
