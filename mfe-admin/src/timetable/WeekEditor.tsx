import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CalendarRange, Clock, Copy } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type PeriodTime, type Subject, type TimetableResponse } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { useAdminChange } from '../data/hooks';
import { useInstituteDay } from '../common/instituteToday';
import { useAdminTexts } from '../texts/texts';
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

type Dialog =
  | { kind: 'cell'; weekday: number; period: number }
  | { kind: 'copy-day' }
  | { kind: 'copy-week' }
  | { kind: 'period-times' }
  | null;

/** One class's week as a grid: a click on a cell then on a subject puts a lecture there; saved together. */
export function WeekEditor({ saved, subjects, times, canManage, onUnsaved }: WeekEditorProps) {
  const t = useAdminTexts();
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
      done.show(t('timetable.week.saved'));
      void changed('timetable');
    } catch (error) {
      setFailure({ message: errorMessage(error, t('timetable.week.saveFailed')), week: slots });
    } finally {
      setBusy(false);
    }
  };

  const noTimes = periods.length === 0;
  return (
    <>
      <DoneNotice done={done} />
      {canManage && subjects.length === 0 ? <Notice type="info">{t('timetable.week.noSubjects')}</Notice> : null}
      {check && !check.ok ? <Notice type="error">{check.general ?? messages.fixBeforeSaving}</Notice> : null}
      {refusal ? (
        <Notice type="error" onDismiss={() => setFailure(null)}>
          {refusal.message}
        </Notice>
      ) : null}
      {canManage && stale.length > 0 ? (
        <Notice type="info">
          {t('timetable.week.outOfStep', { count: stale.length })}{' '}
          <Button variant="ghost" onClick={() => setSlots((current) => inStep(times, current))}>
            {t('timetable.week.useTimes')}
          </Button>
        </Notice>
      ) : null}
      {canManage ? (
        <div className={styles.toolbar}>
          <Button onClick={() => void save()} busy={busy} busyLabel={t('timetable.saving')} disabled={unsaved === 0}>
            {t('timetable.week.save')}
          </Button>
          {unsaved > 0 ? (
            <Button variant="ghost" onClick={() => setSlots(baseline)} disabled={busy}>
              {t('timetable.discard')}
            </Button>
          ) : null}
          <Button variant="secondary" icon={<Clock size={16} />} onClick={() => setDialog({ kind: 'period-times' })}>
            {t('timetable.periodTimes.title')}
          </Button>
          <Button
            variant="secondary"
            icon={<Copy size={16} />}
            onClick={() => setDialog({ kind: 'copy-day' })}
            disabled={slots.length === 0}
          >
            {t('timetable.copyDay.title')}
          </Button>
          <Button
            variant="secondary"
            icon={<CalendarRange size={16} />}
            onClick={() => setDialog({ kind: 'copy-week' })}
            disabled={slots.length === 0}
          >
            {t('timetable.week.copyWeek')}
          </Button>
          <p role="status" className={styles.unsaved}>
            {t('timetable.week.unsaved', { count: unsaved })}
          </p>
        </div>
      ) : null}
      {noTimes ? (
        <ListEmpty
          title={canManage ? t('timetable.week.noPeriods') : t('timetable.week.noLectures')}
          description={canManage ? t('timetable.week.noPeriodsHelp') : undefined}
          action={
            canManage ? (
              <Button onClick={() => setDialog({ kind: 'period-times' })}>{t('timetable.week.setTimes')}</Button>
            ) : undefined
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
            done.show(t('timetable.week.copied', { className, count }));
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
            done.show(t('timetable.week.timesSaved'));
            void changed('periodTimes');
          }}
        />
      ) : null}
    </>
  );
}
