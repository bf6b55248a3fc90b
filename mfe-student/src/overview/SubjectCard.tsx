import { CircleAlert, CircleCheck, CircleMinus, ListFilter } from 'lucide-react';
import type { SubjectStanding } from '@rollcall/contracts';
import { Badge, Button, cx } from '@rollcall/ui-kit';
import { Card } from '@rollcall/ui-kit/pages';
import { eligibilityStatusIds } from '../texts/sharedIds';
import { useWords } from '../texts/useWords';
import { AttendanceBar } from './AttendanceBar';
import { isBelowThreshold, neededLine, outlookLine, percentText, statusTones } from './standing';
import styles from './AttendanceOverview.module.css';

interface SubjectCardProps {
  subject: SubjectStanding;
  threshold: number;
  onShowLectures: (subjectId: string) => void;
}

/**
 * One subject: its percentage against the threshold and its status for the exam, what the student can still miss or
 * must attend, the most they can reach, and the lectures condoned; or that it was dropped.
 */
export function SubjectCard({ subject, threshold, onShowLectures }: SubjectCardProps) {
  const words = useWords();
  const { t } = words;
  const dropped = subject.droppedOn !== null;
  const below = isBelowThreshold(subject);
  const StatusIcon = dropped ? CircleMinus : below ? CircleAlert : CircleCheck;

  return (
    <Card
      title={subject.name}
      headingLevel={3}
      subtitle={subject.code}
      action={subject.kind === 'elective' ? <Badge>{t('overview.elective')}</Badge> : null}
      className={cx(styles.subject, below && styles.subjectBelow, dropped && styles.subjectDropped)}
    >
      <p className={styles.subjectFigure}>{percentText(subject.percentage, words)}</p>
      {subject.percentage !== null && !dropped ? <AttendanceBar percentage={subject.percentage} threshold={threshold} /> : null}
      <p>{t('overview.attended', { present: subject.present, total: subject.total })}</p>
      {/* Condoned lectures may be a fraction of one (capped at the threshold): one decimal at most. */}
      {subject.condoned > 0 && !dropped ? (
        <p>{t('overview.condoned', { count: Math.round(subject.condoned * 10) / 10 })}</p>
      ) : null}
      {dropped ? null : (
        <p>
          <Badge tone={statusTones[subject.status]}>{t(eligibilityStatusIds[subject.status])}</Badge>
        </p>
      )}
      <p className={cx(styles.status, below && styles.below)}>
        <StatusIcon size={18} aria-hidden="true" />
        {subject.droppedOn
          ? t('overview.dropped', { day: words.day(subject.droppedOn) })
          : outlookLine(subject, threshold, words)}
      </p>
      {dropped ? null : <NotDroppedFigures subject={subject} threshold={threshold} />}
      <Button variant="ghost" size="sm" icon={<ListFilter size={16} />} onClick={() => onShowLectures(subject.subjectId)}>
        {t('overview.showLecturesOf', { subject: subject.name })}
      </Button>
    </Card>
  );
}

/** The lectures needed in a row (when any are to spare), those left, and the most the student can reach. */
function NotDroppedFigures({ subject, threshold }: { subject: SubjectStanding; threshold: number }) {
  const words = useWords();
  const { t, percent } = words;
  const needed = neededLine(subject, threshold, words);
  return (
    <>
      {needed ? <p>{needed}</p> : null}
      <p className={styles.muted}>{t('overview.lecturesLeft', { count: subject.lecturesLeft })}</p>
      {subject.maxReachable === null ? null : (
        <p className={styles.muted}>{t('shared.eligibility.maxReachable', { percent: percent(subject.maxReachable) })}</p>
      )}
    </>
  );
}
