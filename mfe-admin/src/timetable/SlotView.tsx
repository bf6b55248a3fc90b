import { weekdayName } from '@rollcall/contracts';
import { RowActions } from '../common/RowActions';
import type { DraftSlot } from './draft';
import styles from './Timetable.module.css';

interface SlotViewProps {
  slot: DraftSlot;
  /** What is wrong with it, after a save was tried. */
  problem?: string;
  /** Offers Edit and Remove (manage_setup). */
  canManage: boolean;
  onEdit: (slot: DraftSlot) => void;
  onRemove: (slot: DraftSlot) => void;
}

/** One lecture: its subject, teacher and times, what is wrong with it, and its actions. */
export function SlotView({ slot, problem, canManage, onEdit, onRemove }: SlotViewProps) {
  return (
    <div className={problem ? styles.slotInvalid : styles.slot}>
      <p className={styles.subject}>{slot.subjectName}</p>
      <p className={styles.detail}>{slot.teacherName}</p>
      <p className={styles.detail}>
        {slot.startsAt}–{slot.endsAt}
      </p>
      {problem ? <p className={styles.problem}>{problem}</p> : null}
      {canManage ? (
        <RowActions
          name={`${weekdayName(slot.weekday)} period ${slot.period}, ${slot.subjectName}`}
          onEdit={() => onEdit(slot)}
          onRemove={() => onRemove(slot)}
        />
      ) : null}
    </div>
  );
}
