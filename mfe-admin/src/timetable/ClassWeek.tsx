import { ListFailure, ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { usePeriodTimes, useSubjects, useTimetable } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { WeekEditor } from './WeekEditor';

interface ClassWeekProps {
  classId: string;
  semesterId: string;
  canManage: boolean;
  onUnsaved: (count: number) => void;
}

/** Loads a class's timetable, its subjects of the semester and the institute's period times, then offers the week. */
export function ClassWeek({ classId, semesterId, canManage, onUnsaved }: ClassWeekProps) {
  const t = useAdminTexts();
  const timetable = useTimetable(classId, semesterId);
  const subjects = useSubjects({ classId, semesterId });
  const periodTimes = usePeriodTimes();

  if (timetable.isLoading || subjects.isLoading || periodTimes.isLoading) return <ListLoading label={t('timetable.loading')} />;
  if (!timetable.data) return <ListFailure message={t('timetable.failed')} onRetry={() => timetable.mutate()} />;
  return (
    <>
      {subjects.error && !subjects.data ? (
        <RetryNotice onRetry={() => subjects.mutate()}>{t('timetable.subjectsFailed')}</RetryNotice>
      ) : null}
      {periodTimes.error && !periodTimes.data ? (
        <RetryNotice onRetry={() => periodTimes.mutate()}>{t('timetable.periodTimesFailed')}</RetryNotice>
      ) : null}
      <WeekEditor
        saved={timetable.data}
        subjects={subjects.data?.subjects ?? []}
        times={periodTimes.data?.periods ?? []}
        canManage={canManage}
        onUnsaved={onUnsaved}
      />
    </>
  );
}
