import { useNavigate } from 'react-router-dom';
import { CalendarX, Plus } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { registerTexts } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useToday } from '../data/hooks';
import { useRegisterQueue } from '../offline/RegisterQueueProvider';
import { dayLectures } from './dayLectures';
import { LectureCard } from './LectureCard';
import styles from './Today.module.css';

/** Today: the teacher's lectures, each with its register's state, and a way to start an extra lecture. */
export function TodayPage() {
  const today = useToday();
  const { queued } = useRegisterQueue();
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const lectures = today.data ? dayLectures(today.data, queued) : [];

  return (
    <Page
      landmark="section"
      title="Today"
      description={today.data ? dayName(today.data.date) : undefined}
      actions={
        <Button variant="secondary" icon={<Plus size={18} />} onClick={() => navigate(areaPath(teacherPaths.extra))}>
          Start an extra lecture
        </Button>
      }
    >
      <ListStates list={today} noun="your lectures" reason={failureReason}>
        {lectures.length === 0 ? (
          <ListEmpty icon={<CalendarX size={40} />} title={registerTexts.noLecturesToday} />
        ) : (
          <ul className={styles.lectures} aria-label="Lectures today">
            {lectures.map((lecture) => (
              <LectureCard key={`${lecture.subjectId}:${lecture.period}`} lecture={lecture} />
            ))}
          </ul>
        )}
      </ListStates>
    </Page>
  );
}
