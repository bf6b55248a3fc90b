import { CircleAlert, CircleCheck, CircleMinus, ListFilter } from 'lucide-react';
import { portalTexts, type SubjectStanding } from '@rollcall/contracts';
import { Badge, Button, cx } from '@rollcall/ui-kit';
import { Card } from '@rollcall/ui-kit/pages';
import { AttendanceBar } from './AttendanceBar';
import { isBelowThreshold, percentText, standingLine } from './standing';
import styles from './AttendanceOverview.module.css';

interface SubjectCardProps {
  subject: SubjectStanding;
  threshold: number;
  onShowLectures: (subjectId: string) => void;
}

/** One subject: its percentage against the threshold, and where the student stands or that it was dropped. */
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
      <p className={cx(styles.status, below && styles.below)}>
        <StatusIcon size={18} aria-hidden="true" />
        {subject.droppedOn ? portalTexts.dropped(subject.droppedOn) : standingLine(subject, threshold)}
      </p>
      {dropped ? null : <p className={styles.muted}>{portalTexts.lecturesLeft(subject.lecturesLeft)}</p>}
      <Button variant="ghost" size="sm" icon={<ListFilter size={16} />} onClick={() => onShowLectures(subject.subjectId)}>
        {portalTexts.showLecturesOf(subject.name)}
      </Button>
    </Card>
  );
}
