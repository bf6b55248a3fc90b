import { Trash2 } from 'lucide-react';
import { type Subject, weekdayName } from '@rollcall/contracts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import { Select } from '@rollcall/ui-kit/forms';
import { type DraftSlot, parallelNote, slotsAt } from './draft';
import styles from './Timetable.module.css';

interface CellDialogProps {
  weekday: number;
  period: number;
  /** When a lecture of this period starts and ends, or null when the period has no times yet. */
  times: { startsAt: string; endsAt: string } | null;
  week: readonly DraftSlot[];
  subjects: readonly Subject[];
  /** Puts a subject in the cell with this teacher; the dialog closes. */
  onAdd: (lecture: Omit<DraftSlot, 'key' | 'id'>) => void;
  onTeacher: (slot: DraftSlot, teacher: { id: string; name: string }) => void;
  onRemove: (slot: DraftSlot) => void;
  onClose: () => void;
}

export const cellTexts = {
  noTimes: (period: number) => `Period ${period} has no times yet: set the period times first.`,
  noTeacher: 'No teacher yet',
} as const;

/**
 * One weekday and period: a click on a subject puts it there with its first teacher, and closes. The lectures
 * already there can change teacher or be removed; a second subject is an elective taught in parallel.
 */
export function CellDialog({ weekday, period, times, week, subjects, onAdd, onTeacher, onRemove, onClose }: CellDialogProps) {
  const here = slotsAt(week, weekday, period);
  const free = subjects.filter((subject) => !subject.archived && !here.some((slot) => slot.subjectId === subject.id));
  const parallel = parallelNote(
    weekday,
    period,
    here.map((slot) => slot.subjectName),
  );
  const title = `${weekdayName(weekday)} period ${period}${times ? `, ${times.startsAt}–${times.endsAt}` : ''}`;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {here.length > 0 ? (
        <ul className={styles.here} aria-label="Lectures of this period">
          {here.map((slot) => {
            const teachers = subjects.find((subject) => subject.id === slot.subjectId)?.teachers ?? [];
            return (
              <li key={slot.key} className={styles.hereRow}>
                <span className={styles.subject}>{slot.subjectName}</span>
                {teachers.length > 1 ? (
                  <Select
                    label={`Teacher of ${slot.subjectName}`}
                    options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
                    value={slot.teacherId}
                    onChange={(id) => {
                      const teacher = teachers.find((each) => each.id === id);
                      if (teacher) onTeacher(slot, teacher);
                    }}
                  />
                ) : (
                  <span className={styles.detail}>{slot.teacherName}</span>
                )}
                <Button variant="ghost" icon={<Trash2 size={14} />} onClick={() => onRemove(slot)}>
                  Remove {slot.subjectName}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!times ? <Notice type="info">{cellTexts.noTimes(period)}</Notice> : null}
      {times && free.length > 0 ? (
        <>
          {parallel ? <Notice type="info">{parallel}</Notice> : null}
          <ul className={styles.choices} aria-label={here.length > 0 ? 'Add a subject in parallel' : 'Choose a subject'}>
            {free.map((subject) => {
              const teacher = subject.teachers[0];
              return (
                <li key={subject.id}>
                  <button
                    type="button"
                    className={styles.choice}
                    disabled={!teacher}
                    onClick={() =>
                      teacher &&
                      onAdd({
                        subjectId: subject.id,
                        subjectName: subject.name,
                        teacherId: teacher.id,
                        teacherName: teacher.name,
                        weekday,
                        period,
                        ...times,
                      })
                    }
                  >
                    <span className={styles.subject}>
                      {subject.name} ({subject.code})
                    </span>{' '}
                    <span className={styles.detail}>{teacher ? teacher.name : cellTexts.noTeacher}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
