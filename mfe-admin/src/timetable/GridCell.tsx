import { Plus } from 'lucide-react';
import { VisuallyHidden } from '@rollcall/ui-kit';
import { useAdminTexts } from '../texts/texts';
import { slotsAt, type DraftSlot } from './draft';
import { placeName } from './place';
import styles from './Timetable.module.css';

export interface GridCellProps {
  slots: readonly DraftSlot[];
  weekday: number;
  period: number;
  /** What is wrong with a lecture, by its key, once a save was tried. */
  problems: Record<string, string>;
  /** A refusal of the server that names this weekday and period. */
  refusal?: string;
  /** Whether the cell opens its dialog (manage_setup). */
  canManage: boolean;
  onOpen: (weekday: number, period: number) => void;
}

/** One weekday and period of the week: its lectures (several are electives taught in parallel), a button to change them. */
export function GridCell({ slots, weekday, period, problems, refusal, canManage, onOpen }: GridCellProps) {
  const t = useAdminTexts();
  const lectures = slotsAt(slots, weekday, period);
  const wrong = [refusal, ...lectures.map((slot) => problems[slot.key])].filter((text): text is string => !!text);
  const content = lectures.map((slot, index) => (
    <span key={slot.key} className={styles.lecture}>
      {index > 0 ? ' ' : null}
      <span className={styles.subject}>{slot.subjectName}</span> <span className={styles.detail}>{slot.teacherName}</span>
    </span>
  ));
  return (
    <div className={wrong.length > 0 ? styles.cellInvalid : styles.cell}>
      {canManage ? (
        <button type="button" className={styles.cellButton} onClick={() => onOpen(weekday, period)}>
          <VisuallyHidden>{t('timetable.grid.cellName', { place: placeName(t, weekday, period) })} </VisuallyHidden>
          {lectures.length > 0 ? (
            content
          ) : (
            <>
              <Plus size={16} aria-hidden="true" className={styles.plus} />
              <VisuallyHidden>{t('timetable.grid.addLecture')}</VisuallyHidden>
            </>
          )}
        </button>
      ) : (
        content
      )}
      {wrong.map((text) => (
        <p key={text} className={styles.problem}>
          {text}
        </p>
      ))}
    </div>
  );
}
