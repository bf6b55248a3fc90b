import { useState } from 'react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Subject, weekdayName } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ActionDialog, Select } from '@rollcall/ui-kit/forms';
import { ListLoading } from '@rollcall/ui-kit/pages';
import { useClasses, useSubjects, useTimetable } from '../data/hooks';
import { copyTexts, copyWeek } from './copy';
import type { DraftSlot } from './draft';
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

const lectures = (count: number) => (count === 1 ? '1 lecture' : `${count} lectures`);
const place = (slot: DraftSlot) => `${weekdayName(slot.weekday)} period ${slot.period}`;

export const copyWeekTexts = {
  replaces: (className: string, count: number) =>
    count > 0
      ? `This replaces the ${lectures(count)} of ${className}'s week.`
      : `${className} has no lectures this semester yet.`,
  nothingToCopy: 'Nothing of this week can be copied to that class.',
  failed: 'Failed to copy the week',
} as const;

/**
 * Copies this class's week (as shown, unsaved changes included) to another class of the semester: each lecture goes
 * to the subject with the same code there. The preview lists what is copied and what is not, and why; copying saves
 * the other class's timetable in one go.
 */
export function CopyWeekDialog({ classId, semesterId, week, subjects, onClose, onCopied }: CopyWeekDialogProps) {
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
      ? copyWeek(week, (id) => subjects.find((subject) => subject.id === id)?.code, {
          name: target.name,
          subjects: targetSubjects.data.subjects,
        })
      : null;

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
      setFailure(errorMessage(error, copyWeekTexts.failed));
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title="Copy the week to another class"
      busy={busy}
      onClose={onClose}
      onAction={() => void copy()}
      actionLabel={plan && plan.copied.length > 0 ? `Copy ${lectures(plan.copied.length)}` : 'Copy'}
      busyLabel="Copying..."
    >
      {failure ? <Notice type="error">{failure}</Notice> : null}
      <Select
        label="To class"
        placeholder="Choose a class"
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
      {loading ? <ListLoading label="Loading that class's subjects" /> : null}
      {targetId && !loading && !loaded ? <Notice type="error">Failed to load that class's subjects and week.</Notice> : null}
      {plan && target && targetWeek.data ? (
        <>
          <p className={styles.note}>{copyWeekTexts.replaces(target.name, targetWeek.data.slots.length)}</p>
          {plan.copied.length > 0 ? (
            <section aria-label="Will be copied">
              <h3 className={styles.previewHeading}>Will be copied ({plan.copied.length})</h3>
              <ul className={styles.preview}>
                {plan.copied.map(({ from, subject, teacher, teacherChanged }) => (
                  <li key={from.key}>
                    {place(from)}: {subject.name} ({subject.code}),{' '}
                    {teacherChanged ? copyTexts.teacherChanged(teacher.name, from.teacherName, subject.name) : teacher.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <Notice type="info">{copyWeekTexts.nothingToCopy}</Notice>
          )}
          {plan.uncopied.length > 0 ? (
            <section aria-label="Cannot be copied">
              <h3 className={styles.previewHeading}>Cannot be copied ({plan.uncopied.length})</h3>
              <ul className={styles.preview}>
                {plan.uncopied.map(({ from, reason }) => (
                  <li key={from.key}>
                    {place(from)}: {from.subjectName}: {reason}
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
