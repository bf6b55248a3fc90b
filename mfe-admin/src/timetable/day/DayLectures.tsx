import { useState } from 'react';
import { CalendarOff } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import {
  calendarDayLabel,
  errorMessage,
  formatDay,
  weekdayName,
  type TimetableChange,
  type TimetableSlot,
} from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListFailure, ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useAdminChange, useCalendar, useTeachers, useTimetable, useTimetableChanges } from '../../data/hooks';
import { ChangeDialog } from './ChangeDialog';
import { DayLecture } from './DayLecture';
import { changesBySlot, dayPlan, lectureName } from './dayPlan';
import styles from './Day.module.css';

interface DayLecturesProps {
  classId: string;
  semesterId: string;
  day: string;
  canManage: boolean;
}

type Changing = { change: 'cancel' | 'cover'; slot: TimetableSlot } | null;

/** The lectures a class's week holds on a day, each as usual, cancelled or covered, with cancel, cover and undo. */
export function DayLectures({ classId, semesterId, day, canManage }: DayLecturesProps) {
  const timetable = useTimetable(classId, semesterId);
  const calendar = useCalendar(day, day);
  const changes = useTimetableChanges(day, day);
  const teachers = useTeachers().data?.teachers;
  const [changing, setChanging] = useState<Changing>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useTimedNotice();
  const changed = useAdminChange();

  if (timetable.isLoading || changes.isLoading || calendar.isLoading) return <ListLoading label="Loading the day" />;
  if (!timetable.data) return <ListFailure message="Failed to load the timetable" onRetry={() => timetable.mutate()} />;
  if (!changes.data) return <ListFailure message="Failed to load the day’s changes" onRetry={() => changes.mutate()} />;

  const plan = dayPlan(day, classId, timetable.data.slots, calendar.data?.entries ?? []);
  const bySlot = changesBySlot(changes.data.changes, day);
  const teacherName = (id: string | null) => teachers?.find((teacher) => teacher.id === id)?.name ?? null;

  const finish = (message: string) => {
    setChanging(null);
    done.show(message);
    void changed('timetableChanges');
  };
  const undo = async (change: TimetableChange, slot: TimetableSlot) => {
    setFailure(null);
    setUndoing(change.id);
    try {
      await api.call(endpoints.removeTimetableChange, { params: { id: change.id } });
      finish(`${lectureName(slot)} is held as usual on ${formatDay(day)}`);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to undo the change'));
    } finally {
      setUndoing(null);
    }
  };

  return (
    <>
      <DoneNotice done={done} />
      {failure ? (
        <Notice type="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {calendar.error && !calendar.data ? (
        <RetryNotice onRetry={() => calendar.mutate()}>Failed to load the calendar of this day.</RetryNotice>
      ) : null}
      {plan.entry ? (
        <Notice type="info">
          {calendarDayLabel(plan.entry)}.{' '}
          {plan.entry.kind === 'follows'
            ? `This day holds ${weekdayName(plan.entry.followsWeekday ?? 1)}’s lectures.`
            : 'This class holds none of its timetabled lectures on this day.'}
        </Notice>
      ) : null}
      {plan.slots.length > 0 ? (
        <ol className={styles.lectures} aria-label={`Lectures on ${formatDay(day, 'long')}`}>
          {plan.slots.map((slot) => {
            const change = bySlot.get(slot.id);
            return (
              <li key={slot.id}>
                <DayLecture
                  slot={slot}
                  change={change}
                  coverName={teacherName(change?.teacherId ?? null)}
                  canManage={canManage}
                  undoing={undoing !== null && undoing === change?.id}
                  onCancel={(chosen) => setChanging({ change: 'cancel', slot: chosen })}
                  onCover={(chosen) => setChanging({ change: 'cover', slot: chosen })}
                  onUndo={(chosenChange) => void undo(chosenChange, slot)}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <ListEmpty icon={<CalendarOff size={40} />} title={`No lectures on ${formatDay(day, 'long')}`} />
      )}
      {changing ? (
        <ChangeDialog change={changing.change} day={day} slot={changing.slot} onClose={() => setChanging(null)} onDone={finish} />
      ) : null}
    </>
  );
}
