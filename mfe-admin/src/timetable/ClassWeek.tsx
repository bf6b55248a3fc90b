import { ListFailure, ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useSubjects, useTimetable } from '../data/hooks';
import { WeekEditor } from './WeekEditor';

interface ClassWeekProps {
  classId: string;
  semesterId: string;
  canManage: boolean;
  onUnsaved: (count: number) => void;
}

/** Loads a class's timetable and its subjects of the semester, then offers the week to edit. */
export function ClassWeek({ classId, semesterId, canManage, onUnsaved }: ClassWeekProps) {
  const timetable = useTimetable(classId, semesterId);
  const subjects = useSubjects({ classId, semesterId });

  if (timetable.isLoading || subjects.isLoading) return <ListLoading label="Loading the timetable" />;
  if (!timetable.data) return <ListFailure message="Failed to load the timetable" onRetry={() => timetable.mutate()} />;
  return (
    <>
      {subjects.error && !subjects.data ? (
        <RetryNotice onRetry={() => subjects.mutate()}>Failed to load the subjects of this class.</RetryNotice>
      ) : null}
      <WeekEditor saved={timetable.data} subjects={subjects.data?.subjects ?? []} canManage={canManage} onUnsaved={onUnsaved} />
    </>
  );
}
