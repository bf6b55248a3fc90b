import { useState } from 'react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Subject } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ActionDialog, Select } from '@rollcall/ui-kit/forms';
import { ListLoading } from '@rollcall/ui-kit/pages';
import { useClasses, useSubjects, useTimetable } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { copyWeek, type UncopiedLecture } from './copy';
import type { DraftSlot } from './draft';
import { placeName } from './place';
import styles from './Timetable.module.css';

interface CopyWeekDialogProps {
  classId: string;
  semesterId: string;
  week: readonly DraftSlot[];
  subjects: readonly Subject[];
  onClose: () => void;
  /** The target's timetable was saved with this many lectures. */
  onCopied: (className: string, count: number) => void;
}

/**
 * Copies this class's week (as shown, unsaved changes included) to another class of the semester: each lecture goes
 * to the subject with the same code there. The preview lists what is copied and what is not, and why; copying saves
 * the other class's timetable in one go.
 */
export function CopyWeekDialog({ classId, semesterId, week, subjects, onClose, onCopied }: CopyWeekDialogProps) {
  const t = useAdminTexts();
  const classes = useClasses().data?.classes ?? [];
  const [targetId, setTargetId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const target = classes.find((each) => each.id === targetId);
  const targetSubjects = useSubjects(targetId ? { classId: targetId, semesterId } : null);
  const targetWeek = useTimetable(targetId, semesterId);
  const loading = !!targetId && (targetSubjects.isLoading || targetWeek.isLoading);
  const loaded = !!(target && targetSubjects.data && targetWeek.data);
  const plan =
    target && targetSubjects.data && targetWeek.data
      ? copyWeek(week, (id) => subjects.find((subject) => subject.id === id)?.code, targetSubjects.data.subjects)
      : null;
  const place = (slot: DraftSlot) => placeName(t, slot.weekday, slot.period);
  const whyNot = (lecture: UncopiedLecture, className: string) =>
    lecture.missing === 'subject'
      ? t('timetable.copyWeek.noSubject', { className, code: lecture.code })
      : t('timetable.copyWeek.noTeacher', { subject: lecture.subject.name, className });

  const copy = async () => {
    if (!targetId) return setFailure(messages.selectClass);
    if (!plan || !target || plan.copied.length === 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const slots = plan.copied.map(({ from, subject, teacher }) => ({
        subjectId: subject.id,
        teacherId: teacher.id,
        weekday: from.weekday,
        period: from.period,
        startsAt: from.startsAt,
        endsAt: from.endsAt,
      }));
      const answer = await api.call(endpoints.saveTimetable, { body: { classId: target.id, semesterId, slots } });
      onCopied(target.name, answer.slots.length);
    } catch (error) {
      setFailure(errorMessage(error, t('timetable.copyWeek.failed')));
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title={t('timetable.copyWeek.title')}
      busy={busy}
      onClose={onClose}
      onAction={() => void copy()}
      actionLabel={
        plan && plan.copied.length > 0 ? t('timetable.copyWeek.copyLectures', { count: plan.copied.length }) : t('timetable.copy')
      }
      busyLabel={t('timetable.copying')}
    >
      {failure ? <Notice type="error">{failure}</Notice> : null}
      <Select
        label={t('timetable.copyWeek.toClass')}
        placeholder={t('timetable.chooseClass')}
        options={classes
          .filter((each) => !each.archived && each.id !== classId)
          .map((each) => ({ value: each.id, label: each.name }))}
        value={targetId}
        onChange={(value) => {
          setTargetId(value);
          setFailure(null);
        }}
        searchable
      />
      {loading ? <ListLoading label={t('timetable.copyWeek.loading')} /> : null}
      {targetId && !loading && !loaded ? <Notice type="error">{t('timetable.copyWeek.loadFailed')}</Notice> : null}
      {plan && target && targetWeek.data ? (
        <>
          <p className={styles.note}>
            {t('timetable.copyWeek.replaces', { className: target.name, count: targetWeek.data.slots.length })}
          </p>
          {plan.copied.length > 0 ? (
            <section aria-label={t('timetable.copyWeek.copied')}>
              <h3 className={styles.previewHeading}>{t('timetable.copyWeek.copiedCount', { count: plan.copied.length })}</h3>
              <ul className={styles.preview}>
                {plan.copied.map(({ from, subject, teacher, teacherChanged }) => (
                  <li key={from.key}>
                    {t('timetable.copyWeek.copiedLecture', {
                      place: place(from),
                      subject: subject.name,
                      code: subject.code,
                      teacher: teacherChanged
                        ? t('timetable.copyWeek.teacherChanged', {
                            teacher: teacher.name,
                            instead: from.teacherName,
                            subject: subject.name,
                          })
                        : teacher.name,
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <Notice type="info">{t('timetable.copyWeek.nothing')}</Notice>
          )}
          {plan.uncopied.length > 0 ? (
            <section aria-label={t('timetable.copyWeek.uncopied')}>
              <h3 className={styles.previewHeading}>{t('timetable.copyWeek.uncopiedCount', { count: plan.uncopied.length })}</h3>
              <ul className={styles.preview}>
                {plan.uncopied.map((lecture) => (
                  <li key={lecture.from.key}>
                    {t('timetable.copyWeek.uncopiedLecture', {
                      place: place(lecture.from),
                      subject: lecture.from.subjectName,
                      reason: whyNot(lecture, target.name),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </ActionDialog>
  );
}
