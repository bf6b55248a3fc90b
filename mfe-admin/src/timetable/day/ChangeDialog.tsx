import { api, endpoints, failureReason } from '@rollcall/api-client';
import { CHANGE_REASON_MAX, errorMessage, timetableChangeInputSchema, type TimetableSlot } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ActionDialog, DialogForm, DialogNote, FormNotices, Select, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useDayWords } from '../../calendar/dayWords';
import { useCoverTeachers } from '../../data/hooks';
import { useAdminTexts } from '../../texts/texts';
import { lectureName } from './dayPlan';

interface ChangeDialogProps {
  change: 'cancel' | 'cover';
  day: string;
  slot: TimetableSlot;
  onClose: () => void;
  /** Called with what was done, once the server has it. */
  onDone: (message: string) => void;
}

/** Cancel one day's lecture, or give it to a teacher free in its period; a reason may go with either. */
export function ChangeDialog({ change, day, slot, onClose, onDone }: ChangeDialogProps) {
  const t = useAdminTexts();
  const words = useDayWords();
  const name = lectureName(t, slot);
  const form = useSchemaForm(
    timetableChangeInputSchema,
    { teacherId: '', reason: '' },
    {
      // A blank reason is left out; only a cover names a teacher.
      toInput: ({ teacherId, reason }) => ({
        date: day,
        slotId: slot.id,
        change,
        ...(change === 'cover' ? { teacherId: teacherId || undefined } : {}),
        ...(reason.trim() ? { reason } : {}),
      }),
      failureText: (error) => errorMessage(error, t('timetable.change.failed')),
    },
  );
  const save = form.submit(async (input) => {
    await api.call(endpoints.createTimetableChange, { body: input });
    onDone(t('timetable.change.done', { change, lecture: name, day: words.day(day) }));
  });

  return (
    <ActionDialog
      title={
        change === 'cancel'
          ? t('timetable.change.cancelTitle', { lecture: name })
          : t('timetable.day.coverLecture', { lecture: name })
      }
      busy={form.busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={change === 'cancel' ? t('timetable.change.cancelAction') : t('timetable.change.coverAction')}
      busyLabel={t('timetable.saving')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DialogNote>
          {t('timetable.change.note', {
            subject: slot.subjectName,
            teacher: slot.teacherName,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            day: words.day(day, 'long'),
            change,
          })}
        </DialogNote>
        {change === 'cover' ? (
          <CoverTeacherField
            day={day}
            slot={slot}
            value={form.values.teacherId}
            onChange={(teacherId) => form.setField('teacherId', teacherId)}
            error={form.errors.teacherId}
            disabled={form.busy}
          />
        ) : null}
        <TextInput
          label={t('timetable.change.reason')}
          maxLength={CHANGE_REASON_MAX}
          disabled={form.busy}
          {...form.field('reason')}
        />
      </DialogForm>
    </ActionDialog>
  );
}

interface CoverTeacherFieldProps {
  day: string;
  slot: TimetableSlot;
  value: string;
  onChange: (teacherId: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/** The teachers free in the lecture's period that day, those who teach its subject first. */
function CoverTeacherField({ day, slot, value, onChange, error, disabled }: CoverTeacherFieldProps) {
  const t = useAdminTexts();
  const free = useCoverTeachers(day, slot.id);
  if (free.isLoading) return <ListLoading label={t('timetable.cover.loading')} />;
  if (!free.data) {
    const reason = failureReason(free.error);
    return (
      <RetryNotice onRetry={() => void free.mutate()}>
        {reason ? t('timetable.cover.failedBecause', { reason }) : t('timetable.cover.failed')}
      </RetryNotice>
    );
  }
  const teachers = [...free.data.teachers].sort((a, b) => Number(b.teachesSubject) - Number(a.teachesSubject));
  if (teachers.length === 0) return <Notice type="info">{t('timetable.cover.noneFree', { period: slot.period })}</Notice>;
  return (
    <Select
      label={t('timetable.cover.teacher')}
      placeholder={t('timetable.cover.chooseTeacher')}
      options={teachers.map((teacher) => ({
        value: teacher.id,
        label: teacher.teachesSubject
          ? t('timetable.cover.teaches', { name: teacher.name, subject: slot.subjectName })
          : teacher.name,
      }))}
      value={value || null}
      onChange={(teacherId) => onChange(teacherId ?? '')}
      error={error}
      searchable={teachers.length > 8}
      required
      disabled={disabled}
    />
  );
}
