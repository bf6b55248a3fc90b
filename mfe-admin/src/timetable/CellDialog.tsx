import { Trash2 } from 'lucide-react';
import { localeOf, type Subject } from '@rollcall/contracts';
import { useLanguage } from '@rollcall/i18n';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import { Select } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { type DraftSlot, slotsAt } from './draft';
import { placeName } from './place';
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

/**
 * One weekday and period: a click on a subject puts it there with its first teacher, and closes. The lectures
 * already there can change teacher or be removed; a second subject is an elective taught in parallel.
 */
export function CellDialog({ weekday, period, times, week, subjects, onAdd, onTeacher, onRemove, onClose }: CellDialogProps) {
  const t = useAdminTexts();
  const language = useLanguage();
  const here = slotsAt(week, weekday, period);
  const free = subjects.filter((subject) => !subject.archived && !here.some((slot) => slot.subjectId === subject.id));
  const place = placeName(t, weekday, period);
  // Other subjects already here are electives taught in parallel, which the server accepts only while no student
  // takes two of them: say so before a second one is added.
  const parallel =
    here.length > 0
      ? t('timetable.cell.parallel', {
          place,
          subjects: new Intl.ListFormat(localeOf[language], { type: 'conjunction' }).format(here.map((slot) => slot.subjectName)),
        })
      : null;
  const title = times ? t('timetable.cell.titleWithTimes', { place, ...times }) : place;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('timetable.cell.done')}
        </Button>
      }
    >
      {here.length > 0 ? (
        <ul className={styles.here} aria-label={t('timetable.cell.lectures')}>
          {here.map((slot) => {
            const teachers = subjects.find((subject) => subject.id === slot.subjectId)?.teachers ?? [];
            return (
              <li key={slot.key} className={styles.hereRow}>
                <span className={styles.subject}>{slot.subjectName}</span>
                {teachers.length > 1 ? (
                  <Select
                    label={t('timetable.cell.teacherOf', { subject: slot.subjectName })}
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
                  {t('timetable.cell.remove', { subject: slot.subjectName })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!times ? <Notice type="info">{t('timetable.cell.noTimes', { period })}</Notice> : null}
      {times && free.length > 0 ? (
        <>
          {parallel ? <Notice type="info">{parallel}</Notice> : null}
          <ul
            className={styles.choices}
            aria-label={here.length > 0 ? t('timetable.cell.addParallel') : t('timetable.cell.chooseSubject')}
          >
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
                    <span className={styles.detail}>{teacher ? teacher.name : t('timetable.cell.noTeacher')}</span>
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
