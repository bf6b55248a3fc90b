import { useNavigate } from 'react-router-dom';
import { CloudOff } from 'lucide-react';
import { registerTexts, todayTexts } from '@rollcall/contracts';
import { Badge, Button } from '@rollcall/ui-kit';
import { Card } from '@rollcall/ui-kit/pages';
import { teacherPaths, useAreaPath } from '../common/paths';
import styles from './Today.module.css';

/** One lecture of the day as the card shows it. */
export interface DayLecture {
  subjectId: string;
  subjectName: string;
  subjectCode: string;
  className: string;
  heldOn: string;
  period: number;
  startsAt: string | null;
  endsAt: string | null;
  /** Taken as cover for another teacher, on this day only. */
  cover: boolean;
  /** Not taken, taken with its counts, or saved on this device and waiting to be sent. */
  state: { kind: 'not-taken' } | { kind: 'taken'; present: number; absent: number } | { kind: 'queued' };
}

const when = ({ period, startsAt, endsAt }: DayLecture) =>
  [`Period ${period}`, startsAt && endsAt ? `${startsAt}–${endsAt}` : 'Extra lecture'].join(' · ');

/** A lecture of today: what, when and for whom, and whether its register is taken. */
export function LectureCard({ lecture }: { lecture: DayLecture }) {
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const { state } = lecture;
  const title = `${lecture.subjectName} (${lecture.subjectCode})`;
  return (
    <li>
      <Card
        title={title}
        label={lecture.cover ? todayTexts.coverName(title) : undefined}
        action={lecture.cover ? <Badge tone="warning">{todayTexts.cover}</Badge> : null}
        subtitle={`${when(lecture)} · ${lecture.className}`}
        className={styles.card}
      >
        {lecture.cover ? <p className={styles.coverDetail}>{todayTexts.coverDetail}</p> : null}
        {state.kind === 'queued' ? (
          <p className={styles.waiting}>
            <CloudOff size={18} aria-hidden="true" /> {registerTexts.waitingForConnection}
          </p>
        ) : state.kind === 'taken' ? (
          <p className={styles.taken}>{registerTexts.taken(state.present, state.present + state.absent)}</p>
        ) : (
          <div className={styles.notTaken}>
            <p>{registerTexts.notTaken}</p>
            <Button size="lg" className={styles.take} onClick={() => navigate(areaPath(teacherPaths.take(lecture)))}>
              Take attendance
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
