import { useNavigate } from 'react-router-dom';
import { CloudOff } from 'lucide-react';
import { useAttendanceTexts } from '@rollcall/attendance-ui';
import { Badge, Button } from '@rollcall/ui-kit';
import { Card } from '@rollcall/ui-kit/pages';
import { teacherPaths, useAreaPath } from '../common/paths';
import { type TeacherTextId, useTeacherTexts } from '../texts/texts';
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

/** 'Period 1 · 09:00–09:50', or 'Period 6 · Extra lecture' for a lecture off the timetable. */
const when = ({ startsAt, endsAt }: DayLecture, periodText: string, t: (id: TeacherTextId) => string) =>
  [periodText, startsAt && endsAt ? `${startsAt}–${endsAt}` : t('lecture.extra')].join(' · ');

/** A lecture of today: what, when and for whom, and whether its register is taken. */
export function LectureCard({ lecture }: { lecture: DayLecture }) {
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const { state } = lecture;
  const t = useTeacherTexts();
  const shared = useAttendanceTexts().t;
  const title = `${lecture.subjectName} (${lecture.subjectCode})`;
  return (
    <li>
      <Card
        title={title}
        label={lecture.cover ? t('lecture.coverName', { lecture: title }) : undefined}
        action={lecture.cover ? <Badge tone="warning">{t('lecture.cover')}</Badge> : null}
        subtitle={`${when(lecture, shared('period', { period: lecture.period }), t)} · ${lecture.className}`}
        className={styles.card}
      >
        {lecture.cover ? <p className={styles.coverDetail}>{t('lecture.coverDetail')}</p> : null}
        {state.kind === 'queued' ? (
          <p className={styles.waiting}>
            <CloudOff size={18} aria-hidden="true" /> {t('register.waiting')}
          </p>
        ) : state.kind === 'taken' ? (
          <p className={styles.taken}>{t('lecture.taken', { present: state.present, total: state.present + state.absent })}</p>
        ) : (
          <div className={styles.notTaken}>
            <p>{t('lecture.notTaken')}</p>
            <Button size="lg" className={styles.take} onClick={() => navigate(areaPath(teacherPaths.take(lecture)))}>
              {t('lecture.take')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
