import { useState } from 'react';
import { formatDay, isDayInRange } from '@rollcall/contracts';
import { DateField } from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useInstituteToday } from '../../common/instituteToday';
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
  const { today, failed, retry } = useInstituteToday();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (today ? dayWithin(today, semester) : null);

  if (shown === null)
    return failed ? (
      <RetryNotice onRetry={retry}>Failed to load the institute’s time zone.</RetryNotice>
    ) : (
      <ListLoading label="Loading the day" />
    );
  const day = isDayInRange(shown) && dayWithin(shown, semester) === shown ? shown : null;
  return (
    <div className={styles.day}>
      <DateField
        label="Day"
        value={shown}
        min={semester.startsOn}
        max={semester.endsOn}
        onChange={setTyped}
        helperText={day ? `${formatDay(day, 'long')}${day === today ? ' (today)' : ''}` : undefined}
        error={day ? undefined : `Please choose a day from ${formatDay(semester.startsOn)} to ${formatDay(semester.endsOn)}`}
      />
      {day ? <DayLectures key={day} classId={classId} semesterId={semester.value} day={day} canManage={canManage} /> : null}
    </div>
  );
}
