import { useState } from 'react';
import { isDayInRange } from '@rollcall/contracts';
import { DateField } from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useDayWords } from '../../calendar/dayWords';
import { useInstituteToday } from '../../common/instituteToday';
import { useAdminTexts } from '../../texts/texts';
import { dayWithin } from './dayPlan';
import { DayLectures } from './DayLectures';
import styles from './Day.module.css';

interface DayChangesProps {
  classId: string;
  semester: { value: string; startsOn: string; endsOn: string };
  /** Offers cancel, cover and undo (manage_setup). */
  canManage: boolean;
}

/** One day of a class's semester, the institute's today unless another is picked, and its lectures. */
export function DayChanges({ classId, semester, canManage }: DayChangesProps) {
  const t = useAdminTexts();
  const words = useDayWords();
  const { today, failed, retry } = useInstituteToday();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (today ? dayWithin(today, semester) : null);

  if (shown === null)
    return failed ? (
      <RetryNotice onRetry={retry}>{t('timetable.day.timeZoneFailed')}</RetryNotice>
    ) : (
      <ListLoading label={t('timetable.day.loading')} />
    );
  const dayHint = (day: string) =>
    day === today ? t('timetable.day.today', { day: words.day(day, 'long') }) : words.day(day, 'long');
  const day = isDayInRange(shown) && dayWithin(shown, semester) === shown ? shown : null;
  return (
    <div className={styles.day}>
      <DateField
        label={t('timetable.day.day')}
        value={shown}
        min={semester.startsOn}
        max={semester.endsOn}
        onChange={setTyped}
        helperText={day ? dayHint(day) : undefined}
        error={
          day ? undefined : t('timetable.day.outside', { first: words.day(semester.startsOn), last: words.day(semester.endsOn) })
        }
      />
      {day ? <DayLectures key={day} classId={classId} semesterId={semester.value} day={day} canManage={canManage} /> : null}
    </div>
  );
}
