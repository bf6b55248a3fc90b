import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Subject, type TimetableResponse } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { useAdminChange } from '../data/hooks';
import { checkTimetable, countChanges, fromSaved, nextPeriod, type DraftSlot } from './draft';
import { LectureDialog } from './LectureDialog';
import { useInstituteDay } from '../common/instituteToday';
import { WeekView, weekdayOf } from './WeekView';
import styles from './Timetable.module.css';

interface WeekEditorProps {
  saved: TimetableResponse;
  subjects: Subject[];
  canManage: boolean;
  /** How many changes are not saved yet, whenever that changes. */
  onUnsaved: (count: number) => void;
}

export const unsavedText = (count: number) => (count === 0 ? '' : count === 1 ? '1 unsaved change' : `${count} unsaved changes`);

type Editing = DraftSlot | { weekday: number; period: number } | null;

/** One class's week: lectures added, changed and removed here, then saved together. */
export function WeekEditor({ saved, subjects, canManage, onUnsaved }: WeekEditorProps) {
  const { classId, semesterId } = saved;
  const today = useInstituteDay();
  const [baseline, setBaseline] = useState(() => saved.slots.map(fromSaved));
  const [slots, setSlots] = useState(baseline);
  const [editing, setEditing] = useState<Editing>(null);
  const [day, setDay] = useState(() => weekdayOf(today));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useTimedNotice();
  const changed = useAdminChange();
  const newKeys = useRef(0);

  const unsaved = countChanges(baseline, slots);
  // Once a save was tried, the lectures are checked again as they change.
  const check = useMemo(
    () => (checked ? checkTimetable(classId, semesterId, slots) : null),
    [checked, classId, semesterId, slots],
  );
  const problems = check && !check.ok ? check.problems : {};

  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);
  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const edit = useCallback((slot: DraftSlot) => setEditing(slot), []);
  const remove = useCallback((slot: DraftSlot) => setSlots((current) => current.filter((other) => other.key !== slot.key)), []);

  const keep = (lecture: Omit<DraftSlot, 'key' | 'id'>) => {
    if (editing && 'key' in editing) {
      setSlots((current) => current.map((slot) => (slot.key === editing.key ? { ...slot, ...lecture } : slot)));
    } else {
      newKeys.current += 1;
      setSlots((current) => [...current, { ...lecture, key: `new-${newKeys.current}` }]);
    }
    setDay(lecture.weekday);
    setEditing(null);
  };

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
      setFailure(errorMessage(error, 'Failed to save the timetable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DoneNotice done={done} />
      {canManage && subjects.length === 0 ? (
        <Notice type="info">This class has no subjects in this semester yet: add them first, then their lectures.</Notice>
      ) : null}
      {check && !check.ok ? <Notice type="error">{check.general ?? messages.fixBeforeSaving}</Notice> : null}
      {failure ? (
        <Notice type="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {canManage ? (
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            icon={<Plus size={16} />}
            onClick={() => setEditing({ weekday: day, period: nextPeriod(slots, day) })}
          >
            Add lecture
          </Button>
          <Button onClick={() => void save()} busy={busy} busyLabel="Saving..." disabled={unsaved === 0}>
            Save timetable
          </Button>
          {unsaved > 0 ? (
            <Button variant="ghost" onClick={() => setSlots(baseline)} disabled={busy}>
              Discard changes
            </Button>
          ) : null}
          <p role="status" className={styles.unsaved}>
            {unsavedText(unsaved)}
          </p>
        </div>
      ) : null}
      <WeekView
        slots={slots}
        problems={problems}
        canManage={canManage}
        onEdit={edit}
        onRemove={remove}
        day={day}
        onDay={setDay}
      />
      {editing ? (
        <LectureDialog slot={editing} subjects={subjects} week={slots} onClose={() => setEditing(null)} onDone={keep} />
      ) : null}
    </>
  );
}
