import { Undo2, UserRoundCheck, CircleX } from 'lucide-react';
import { Badge } from '@rollcall/ui-kit';
import type { TimetableChange, TimetableSlot } from '@rollcall/contracts';
import { RowButton } from '../../common/RowButton';
import { lectureName } from './dayPlan';
import styles from './Day.module.css';

interface DayLectureProps {
  slot: TimetableSlot;
  /** The day's change of this lecture, if any. */
  change: TimetableChange | undefined;
  /** The cover teacher's name, for a cover. */
  coverName: string | null;
  /** Offers the actions (manage_setup). */
  canManage: boolean;
  /** Whether its change is being undone. */
  undoing: boolean;
  onCancel: (slot: TimetableSlot) => void;
  onCover: (slot: TimetableSlot) => void;
  onUndo: (change: TimetableChange) => void;
}

/** One lecture of the day: as the week holds it, what the day changed of it, and its actions. */
export function DayLecture({ slot, change, coverName, canManage, undoing, onCancel, onCover, onUndo }: DayLectureProps) {
  const name = lectureName(slot);
  return (
    <div className={change ? styles.slotChanged : styles.slot}>
      <p className={styles.period}>
        Period {slot.period} · {slot.startsAt}–{slot.endsAt}
      </p>
      <p className={styles.subject}>{slot.subjectName}</p>
      <p className={styles.detail}>{slot.teacherName}</p>
      {change?.change === 'cancel' ? <Badge tone="error">Cancelled</Badge> : null}
      {change?.change === 'cover' ? <Badge tone="warning">Covered by {coverName ?? 'another teacher'}</Badge> : null}
      {change?.reason ? <p className={styles.detail}>Reason: {change.reason}</p> : null}
      {canManage ? (
        <div className={styles.actions}>
          {change ? (
            <RowButton
              name={`Undo the change to ${name}`}
              icon={<Undo2 size={14} />}
              disabled={undoing}
              onClick={() => onUndo(change)}
            >
              {undoing ? 'Undoing...' : 'Undo'}
            </RowButton>
          ) : (
            <>
              <RowButton name={`Cancel this day: ${name}`} icon={<CircleX size={14} />} onClick={() => onCancel(slot)}>
                Cancel this day
              </RowButton>
              <RowButton name={`Cover ${name}`} icon={<UserRoundCheck size={14} />} onClick={() => onCover(slot)}>
                Cover…
              </RowButton>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
