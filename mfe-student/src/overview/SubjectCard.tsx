import { CircleAlert, CircleCheck, CircleMinus, ListFilter } from 'lucide-react';
import { eligibilityTexts, portalTexts, type SubjectStanding } from '@rollcall/contracts';
import { Badge, Button, cx } from '@rollcall/ui-kit';
import { Card } from '@rollcall/ui-kit/pages';
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
  const dropped = subject.droppedOn !== null;
  const below = isBelowThreshold(subject);
  const StatusIcon = dropped ? CircleMinus : below ? CircleAlert : CircleCheck;

  return (
    <Card
      title={subject.name}
      headingLevel={3}
      subtitle={subject.code}
      action={subject.kind === 'elective' ? <Badge>{portalTexts.elective}</Badge> : null}
      className={cx(styles.subject, below && styles.subjectBelow, dropped && styles.subjectDropped)}
    >
      <p className={styles.subjectFigure}>{percentText(subject.percentage)}</p>
      {subject.percentage !== null && !dropped ? <AttendanceBar percentage={subject.percentage} threshold={threshold} /> : null}
      <p>{portalTexts.attended(subject.present, subject.total)}</p>
      {subject.condoned > 0 && !dropped ? <p>{portalTexts.condoned(subject.condoned)}</p> : null}
      {dropped ? null : (
        <p>
          <Badge tone={statusTones[subject.status]}>{eligibilityTexts.status[subject.status]}</Badge>
        </p>
      )}
      <p className={cx(styles.status, below && styles.below)}>
        <StatusIcon size={18} aria-hidden="true" />
        {subject.droppedOn ? portalTexts.dropped(subject.droppedOn) : outlookLine(subject, threshold)}
      </p>
      {dropped ? null : <NotDroppedFigures subject={subject} threshold={threshold} />}
      <Button variant="ghost" size="sm" icon={<ListFilter size={16} />} onClick={() => onShowLectures(subject.subjectId)}>
        {portalTexts.showLecturesOf(subject.name)}
      </Button>
    </Card>
  );
}

/** The lectures needed in a row (when any are to spare), those left, and the most the student can reach. */
function NotDroppedFigures({ subject, threshold }: { subject: SubjectStanding; threshold: number }) {
  const needed = neededLine(subject, threshold);
  return (
    <>
      {needed ? <p>{needed}</p> : null}
      <p className={styles.muted}>{portalTexts.lecturesLeft(subject.lecturesLeft)}</p>
      {subject.maxReachable === null ? null : (
        <p className={styles.muted}>{eligibilityTexts.maxReachable(portalTexts.percent(subject.maxReachable))}</p>
      )}
    </>
  );
}
