import { useNavigate } from 'react-router-dom';
import { CalendarOff, CalendarX, Plus } from 'lucide-react';
import { useLanguage } from '@rollcall/i18n';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useToday } from '../data/hooks';
import { useRegisterQueue } from '../offline/RegisterQueueProvider';
import { useTeacherTexts } from '../texts/texts';
import { AbsenceStreaks } from './AbsenceStreaks';
import { CalendarDayLine, calendarLine } from './CalendarDayLine';
import { dayLectures } from './dayLectures';
import { LectureCard } from './LectureCard';
import styles from './Today.module.css';

/**
 * Today: the teacher's lectures, each with its register's state, and a way to start an extra lecture (a make-up
 * class on a holiday too). A holiday or exam day that leaves no lecture says so in place of the empty list. Above
 * them, a class teacher reads which of their students have been absent several school days in a row.
 */
export function TodayPage() {
  const today = useToday();
  const { queued } = useRegisterQueue();
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const t = useTeacherTexts();
  const reason = useFailureReason();
  const language = useLanguage();
  const lectures = today.data ? dayLectures(today.data, queued) : [];
  const calendar = today.data?.calendar ?? null;
  const closedBy = calendar && calendar.kind !== 'follows' && lectures.length === 0 ? calendar : null;

  return (
    <Page
      landmark="section"
      title={t('today.title')}
      description={today.data ? dayName(today.data.date, language) : undefined}
      actions={
        <Button variant="secondary" icon={<Plus size={18} />} onClick={() => navigate(areaPath(teacherPaths.extra))}>
          {t('today.startExtra')}
        </Button>
      }
    >
      <ListStates list={today} loading={t('load.lectures')} failed={t('fail.lectures')} reason={reason}>
        {today.data ? <AbsenceStreaks streaks={today.data.absenceStreaks} /> : null}
        {calendar && !closedBy ? <CalendarDayLine calendar={calendar} /> : null}
        {closedBy ? (
          <ListEmpty
            icon={<CalendarOff size={40} />}
            title={calendarLine(closedBy, t)}
            description={t('today.noLecturesByCalendar')}
          />
        ) : lectures.length === 0 ? (
          <ListEmpty icon={<CalendarX size={40} />} title={t('today.noLectures')} />
        ) : (
          <ul className={styles.lectures} aria-label={t('today.lectures')}>
            {lectures.map((lecture) => (
              <LectureCard key={`${lecture.subjectId}:${lecture.period}`} lecture={lecture} />
            ))}
          </ul>
        )}
      </ListStates>
    </Page>
  );
}
