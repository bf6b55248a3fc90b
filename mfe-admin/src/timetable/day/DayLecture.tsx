import { Undo2, UserRoundCheck, CircleX } from 'lucide-react';
import { Badge } from '@rollcall/ui-kit';
import type { TimetableChange, TimetableSlot } from '@rollcall/contracts';
import { RowButton } from '../../common/RowButton';
import { useAdminTexts } from '../../texts/texts';
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
  const t = useAdminTexts();
  const name = lectureName(t, slot);
  return (
    <div className={change ? styles.slotChanged : styles.slot}>
      <p className={styles.period}>
        {t('timetable.day.when', { period: slot.period, startsAt: slot.startsAt, endsAt: slot.endsAt })}
      </p>
      <p className={styles.subject}>{slot.subjectName}</p>
      <p className={styles.detail}>{slot.teacherName}</p>
      {change?.change === 'cancel' ? <Badge tone="error">{t('timetable.day.cancelled')}</Badge> : null}
      {change?.change === 'cover' ? (
        <Badge tone="warning">
          {coverName !== null ? t('timetable.day.coveredBy', { name: coverName }) : t('timetable.day.coveredByOther')}
        </Badge>
      ) : null}
      {change?.reason ? <p className={styles.detail}>{t('timetable.day.reason', { reason: change.reason })}</p> : null}
      {canManage ? (
        <div className={styles.actions}>
          {change ? (
            <RowButton
              name={t('timetable.day.undoLecture', { lecture: name })}
              icon={<Undo2 size={14} />}
              disabled={undoing}
              onClick={() => onUndo(change)}
            >
              {undoing ? t('timetable.day.undoing') : t('timetable.day.undo')}
            </RowButton>
          ) : (
            <>
              <RowButton
                name={t('timetable.day.cancelLecture', { lecture: name })}
                icon={<CircleX size={14} />}
                onClick={() => onCancel(slot)}
              >
                {t('timetable.day.cancel')}
              </RowButton>
              <RowButton
                name={t('timetable.day.coverLecture', { lecture: name })}
                icon={<UserRoundCheck size={14} />}
                onClick={() => onCover(slot)}
              >
                {t('timetable.day.cover')}
              </RowButton>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
