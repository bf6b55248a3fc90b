import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CalendarRange, Clock, Copy } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type PeriodTime, type Subject, type TimetableResponse } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { useAdminChange } from '../data/hooks';
import { useInstituteDay } from '../common/instituteToday';
import { CellDialog } from './CellDialog';
import { copyDay } from './copy';
import { CopyDayDialog } from './CopyDayDialog';
import { CopyWeekDialog } from './CopyWeekDialog';
import { checkTimetable, countChanges, fromSaved, refusalPlace, type DraftSlot } from './draft';
import { PeriodTimesDialog } from './PeriodTimesDialog';
import { gridPeriods, inStep, outOfStep, suggestedDay, timesFor } from './periods';
import { shownDays, WeekGrid, weekdayOf } from './WeekGrid';
import styles from './Timetable.module.css';

interface WeekEditorProps {
  saved: TimetableResponse;
  subjects: Subject[];
  /** The institute's period times (none until saved). */
  times: PeriodTime[];
  canManage: boolean;
  /** How many changes are not saved yet, whenever that changes. */
  onUnsaved: (count: number) => void;
}

export const unsavedText = (count: number) => (count === 0 ? '' : count === 1 ? '1 unsaved change' : `${count} unsaved changes`);

export const weekTexts = {
  noPeriods: 'No period times yet',
  noPeriodsHelp: 'Set when each period starts and ends, once for the institute; then click a cell to put a subject in it.',
  outOfStep: (count: number) => `${count === 1 ? '1 lecture keeps' : `${count} lectures keep`} other times than its period's.`,
  copied: (className: string, count: number) => `Copied ${count === 1 ? '1 lecture' : `${count} lectures`} to ${className}`,
} as const;

type Dialog =
  | { kind: 'cell'; weekday: number; period: number }
  | { kind: 'copy-day' }
  | { kind: 'copy-week' }
  | { kind: 'period-times' }
  | null;

/** One class's week as a grid: a click on a cell then on a subject puts a lecture there; saved together. */
export function WeekEditor({ saved, subjects, times, canManage, onUnsaved }: WeekEditorProps) {
  const { classId, semesterId } = saved;
  const today = useInstituteDay();
  const [baseline, setBaseline] = useState(() => saved.slots.map(fromSaved));
  const [slots, setSlots] = useState(baseline);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [day, setDay] = useState(() => weekdayOf(today));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The server's refusal of the week as it was sent; it shows until the week changes. */
  const [failure, setFailure] = useState<{ message: string; week: DraftSlot[] } | null>(null);
  const done = useTimedNotice();
  const changed = useAdminChange();
  const newKeys = useRef(0);
  const newKey = useCallback(() => `new-${++newKeys.current}`, []);

  const unsaved = countChanges(baseline, slots);
  // Once a save was tried, the lectures are checked again as they change.
  const check = useMemo(
    () => (checked ? checkTimetable(classId, semesterId, slots) : null),
    [checked, classId, semesterId, slots],
  );
  const problems = check && !check.ok ? check.problems : {};
  const refusal = failure && failure.week === slots ? failure : null;
  const place = refusal ? refusalPlace(refusal.message) : null;
  const days = shownDays(slots.map((slot) => slot.weekday));
  const periods = gridPeriods(times, slots);
  const stale = outOfStep(times, slots);

  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);
  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const openCell = useCallback((weekday: number, period: number) => setDialog({ kind: 'cell', weekday, period }), []);

  const save = async () => {
    setChecked(true);
    setFailure(null);
    const result = checkTimetable(classId, semesterId, slots);
    if (!result.ok) return;
    setBusy(true);
    try {
      const answer = await api.call(endpoints.saveTimetable, { body: result.input });
      const now = answer.slots.map(fromSaved);
      setBaseline(now);
      setSlots(now);
      setChecked(false);
      done.show('Timetable saved');
      void changed('timetable');
    } catch (error) {
      setFailure({ message: errorMessage(error, 'Failed to save the timetable'), week: slots });
    } finally {
      setBusy(false);
    }
  };

  const noTimes = periods.length === 0;
  return (
    <>
      <DoneNotice done={done} />
      {canManage && subjects.length === 0 ? (
        <Notice type="info">This class has no subjects in this semester yet: add them first, then their lectures.</Notice>
      ) : null}
      {check && !check.ok ? <Notice type="error">{check.general ?? messages.fixBeforeSaving}</Notice> : null}
      {refusal ? (
        <Notice type="error" onDismiss={() => setFailure(null)}>
          {refusal.message}
        </Notice>
      ) : null}
      {canManage && stale.length > 0 ? (
        <Notice type="info">
          {weekTexts.outOfStep(stale.length)}{' '}
          <Button variant="ghost" onClick={() => setSlots((current) => inStep(times, current))}>
            Use the period times
          </Button>
        </Notice>
      ) : null}
      {canManage ? (
        <div className={styles.toolbar}>
          <Button onClick={() => void save()} busy={busy} busyLabel="Saving..." disabled={unsaved === 0}>
            Save timetable
          </Button>
          {unsaved > 0 ? (
            <Button variant="ghost" onClick={() => setSlots(baseline)} disabled={busy}>
              Discard changes
            </Button>
          ) : null}
          <Button variant="secondary" icon={<Clock size={16} />} onClick={() => setDialog({ kind: 'period-times' })}>
            Period times
          </Button>
          <Button
            variant="secondary"
            icon={<Copy size={16} />}
            onClick={() => setDialog({ kind: 'copy-day' })}
            disabled={slots.length === 0}
          >
            Copy a day
          </Button>
          <Button
            variant="secondary"
            icon={<CalendarRange size={16} />}
            onClick={() => setDialog({ kind: 'copy-week' })}
            disabled={slots.length === 0}
          >
            Copy week to another class
          </Button>
          <p role="status" className={styles.unsaved}>
            {unsavedText(unsaved)}
          </p>
        </div>
      ) : null}
      {noTimes ? (
        <ListEmpty
          title={canManage ? weekTexts.noPeriods : 'No lectures yet'}
          description={canManage ? weekTexts.noPeriodsHelp : undefined}
          action={
            canManage ? <Button onClick={() => setDialog({ kind: 'period-times' })}>Set the period times</Button> : undefined
          }
        />
      ) : (
        <WeekGrid
          slots={slots}
          days={days}
          periods={periods}
          times={times}
          problems={problems}
          refusal={place && refusal ? { ...place, message: refusal.message } : null}
          canManage={canManage}
          onOpen={openCell}
          day={day}
          onDay={setDay}
        />
      )}
      {dialog?.kind === 'cell' ? (
        <CellDialog
          weekday={dialog.weekday}
          period={dialog.period}
          times={timesFor(dialog.period, times, slots)}
          week={slots}
          subjects={subjects}
          onAdd={(lecture) => {
            setSlots((current) => [...current, { ...lecture, key: newKey() }]);
            setDialog(null);
          }}
          onTeacher={(slot, teacher) =>
            setSlots((current) =>
              current.map((each) =>
                each.key === slot.key ? { ...each, teacherId: teacher.id, teacherName: teacher.name } : each,
              ),
            )
          }
          onRemove={(slot) => setSlots((current) => current.filter((each) => each.key !== slot.key))}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'copy-day' ? (
        <CopyDayDialog
          week={slots}
          from={days.includes(day) ? day : 1}
          onClose={() => setDialog(null)}
          onCopy={(from, to) => {
            setSlots((current) => copyDay(current, from, to, newKey));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'copy-week' ? (
        <CopyWeekDialog
          classId={classId}
          semesterId={semesterId}
          week={slots}
          subjects={subjects}
          onClose={() => setDialog(null)}
          onCopied={(className, count) => {
            setDialog(null);
            done.show(weekTexts.copied(className, count));
            void changed('timetable');
          }}
        />
      ) : null}
      {dialog?.kind === 'period-times' ? (
        <PeriodTimesDialog
          initial={times.length > 0 ? times : suggestedDay(slots)}
          suggested={times.length === 0}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            done.show('Period times saved');
            void changed('periodTimes');
          }}
        />
      ) : null}
    </>
  );
}
