import { useState } from 'react';
import { CalendarOff } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import { calendarDayLabel, errorMessage, weekdayName, type TimetableChange, type TimetableSlot } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListFailure, ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useDayWords } from '../../calendar/dayWords';
import { useAdminChange, useCalendar, useTeachers, useTimetable, useTimetableChanges } from '../../data/hooks';
import { useAdminTexts } from '../../texts/texts';
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
  const t = useAdminTexts();
  const words = useDayWords();
  const timetable = useTimetable(classId, semesterId);
  const calendar = useCalendar(day, day);
  const changes = useTimetableChanges(day, day);
  const teachers = useTeachers().data?.teachers;
  const [changing, setChanging] = useState<Changing>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useTimedNotice();
  const changed = useAdminChange();

  if (timetable.isLoading || changes.isLoading || calendar.isLoading) return <ListLoading label={t('timetable.day.loading')} />;
  if (!timetable.data) return <ListFailure message={t('timetable.failed')} onRetry={() => timetable.mutate()} />;
  if (!changes.data) return <ListFailure message={t('timetable.day.changesFailed')} onRetry={() => changes.mutate()} />;

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
      finish(t('timetable.day.heldAsUsual', { lecture: lectureName(t, slot), day: words.day(day) }));
    } catch (error) {
      setFailure(errorMessage(error, t('timetable.day.undoFailed')));
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
        <RetryNotice onRetry={() => calendar.mutate()}>{t('timetable.day.calendarFailed')}</RetryNotice>
      ) : null}
      {plan.entry ? (
        <Notice type="info">
          {plan.entry.kind === 'follows'
            ? t('timetable.day.follows', {
                entry: calendarDayLabel(plan.entry),
                weekday: weekdayName(plan.entry.followsWeekday ?? 1),
              })
            : t('timetable.day.closed', { entry: calendarDayLabel(plan.entry) })}
        </Notice>
      ) : null}
      {plan.slots.length > 0 ? (
        <ol className={styles.lectures} aria-label={t('timetable.lecturesOn', { day: words.day(day, 'long') })}>
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
        <ListEmpty icon={<CalendarOff size={40} />} title={t('timetable.day.noLectures', { day: words.day(day, 'long') })} />
      )}
      {changing ? (
        <ChangeDialog change={changing.change} day={day} slot={changing.slot} onClose={() => setChanging(null)} onDone={finish} />
      ) : null}
    </>
  );
}
