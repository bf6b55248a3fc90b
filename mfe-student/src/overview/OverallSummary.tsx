import { useId } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { portalTexts, type StudentAttendanceResponse } from '@rollcall/contracts';
import { Select } from '@rollcall/ui-kit/forms';
import { Panel } from '@rollcall/ui-kit/pages';
import { isBelowThreshold, percentText } from './standing';
import styles from './AttendanceOverview.module.css';

interface OverallSummaryProps {
  attendance: StudentAttendanceResponse;
  onChooseSemester: (semesterId: string) => void;
}

/** The semester at a glance: the overall percentage, the threshold, how many subjects are below it, and the semester. */
export function OverallSummary({ attendance, onChooseSemester }: OverallSummaryProps) {
  const headingId = useId();
  const { overall, threshold, semester, semesters } = attendance;
  const below = attendance.subjects.filter(isBelowThreshold).length;
  const StatusIcon = below ? CircleAlert : CircleCheck;

  return (
    <Panel as="section" aria-labelledby={headingId} className={styles.summary}>
      <div className={styles.summaryFigures}>
        <h2 id={headingId} className={styles.summaryHeading}>
          {portalTexts.overall}
        </h2>
        <p className={overall.percentage === null ? styles.noFigure : styles.bigFigure}>{percentText(overall.percentage)}</p>
        <p>{portalTexts.attended(overall.present, overall.total)}</p>
        <p className={styles.muted}>{portalTexts.threshold(threshold)}</p>
        <p className={below ? styles.below : styles.onTrack}>
          <StatusIcon size={18} aria-hidden="true" />
          {below ? portalTexts.belowIn(below) : portalTexts.onTrack}
        </p>
      </div>
      <div className={styles.semester}>
        {semesters.length > 1 ? (
          <Select
            label={portalTexts.semester}
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
