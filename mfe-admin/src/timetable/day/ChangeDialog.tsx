import { api, endpoints, failureReason } from '@rollcall/api-client';
import { CHANGE_REASON_MAX, errorMessage, formatDay, timetableChangeInputSchema, type TimetableSlot } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ActionDialog, DialogForm, DialogNote, FormNotices, Select, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useCoverTeachers } from '../../data/hooks';
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
  const name = lectureName(slot);
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
      failureText: (error) => errorMessage(error, 'Failed to change the lecture'),
    },
  );
  const save = form.submit(async (input) => {
    await api.call(endpoints.createTimetableChange, { body: input });
    onDone(change === 'cancel' ? `${name} is cancelled on ${formatDay(day)}` : `${name} is covered on ${formatDay(day)}`);
  });

  return (
    <ActionDialog
      title={change === 'cancel' ? `Cancel ${name}` : `Cover ${name}`}
      busy={form.busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={change === 'cancel' ? 'Cancel lecture' : 'Assign cover'}
      busyLabel="Saving..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DialogNote>
          {slot.subjectName} with {slot.teacherName}, {slot.startsAt}–{slot.endsAt} on {formatDay(day, 'long')}.
          {change === 'cancel' ? ' Nobody takes its register that day.' : ' The cover teacher takes its register that day.'}
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
        <TextInput label="Reason (optional)" maxLength={CHANGE_REASON_MAX} disabled={form.busy} {...form.field('reason')} />
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
  const free = useCoverTeachers(day, slot.id);
  if (free.isLoading) return <ListLoading label="Loading the free teachers" />;
  if (!free.data) {
    const why = failureReason(free.error);
    return <RetryNotice onRetry={() => void free.mutate()}>Failed to load the free teachers{why ? `: ${why}` : ''}</RetryNotice>;
  }
  const teachers = [...free.data.teachers].sort((a, b) => Number(b.teachesSubject) - Number(a.teachesSubject));
  if (teachers.length === 0) return <Notice type="info">No teacher is free in period {slot.period} that day.</Notice>;
  return (
    <Select
      label="Cover teacher"
      placeholder="Choose a teacher"
      options={teachers.map((teacher) => ({
        value: teacher.id,
        label: teacher.teachesSubject ? `${teacher.name} (teaches ${slot.subjectName})` : teacher.name,
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
