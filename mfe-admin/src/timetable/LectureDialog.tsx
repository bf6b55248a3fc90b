import { errorMessage, messages, timetableSlotInputSchema, weekdayNames, type Subject } from '@rollcall/contracts';
import { ActionDialog, FormNotices, Select, TextInput, useSchemaForm, type FormErrors, DialogForm } from '@rollcall/ui-kit/forms';
import { Notice } from '@rollcall/ui-kit';
import { type DraftSlot, parallelNote, slotsAt } from './draft';
import styles from '../common/form.module.css';

type LectureValues = {
  weekday: string;
  period: string;
  subjectId: string;
  teacherId: string;
  startsAt: string;
  endsAt: string;
};

interface LectureDialogProps {
  /** The lecture to change, or where a new one goes (its weekday and period). */
  slot: DraftSlot | { weekday: number; period: number };
  subjects: Subject[];
  /** The week's lectures, to say which ones the chosen weekday and period already hold. */
  week: readonly DraftSlot[];
  onClose: () => void;
  onDone: (slot: Omit<DraftSlot, 'key' | 'id'>) => void;
}

const weekdayOptions = weekdayNames.map((name, index) => ({ value: String(index + 1), label: name }));
const toInput = (values: LectureValues) => ({
  ...values,
  weekday: Number(values.weekday),
  period: values.period.trim() ? Number(values.period) : Number.NaN,
});

/**
 * Add or change one lecture of the week; it is kept on the page until the timetable is saved. A period may hold
 * several subjects (electives taught in parallel): the dialog says which ones it holds already.
 */
export function LectureDialog({ slot, subjects, week, onClose, onDone }: LectureDialogProps) {
  const editing = 'key' in slot;
  const subjectOf = (id: string) => subjects.find((subject) => subject.id === id);
  // Only the subject's own teachers may teach its lectures.
  const teacherCheck = (values: LectureValues, errors: FormErrors<LectureValues>) => {
    const teachers = subjectOf(values.subjectId)?.teachers ?? [];
    return values.teacherId && !teachers.some((teacher) => teacher.id === values.teacherId)
      ? { ...errors, teacherId: messages.selectTeacher }
      : errors;
  };
  const form = useSchemaForm(
    timetableSlotInputSchema,
    {
      weekday: String(slot.weekday),
      period: String(slot.period),
      subjectId: editing ? slot.subjectId : '',
      teacherId: editing ? slot.teacherId : '',
      startsAt: editing ? slot.startsAt : '',
      endsAt: editing ? slot.endsAt : '',
    },
    {
      toInput,
      crossCheck: teacherCheck,
      check: 'submit',
      failureText: (error) => errorMessage(error, 'Failed to keep the lecture'),
    },
  );
  const subject = subjectOf(form.values.subjectId);
  const weekday = Number(form.values.weekday);
  const period = Number(form.values.period);
  const sharing = slotsAt(week, weekday, period).filter(
    (other) => !(editing && other.key === slot.key) && other.subjectId !== form.values.subjectId,
  );
  const parallel = parallelNote(
    weekday,
    period,
    sharing.map((other) => other.subjectName),
  );
  const save = form.submit(async (input) => {
    const teacher = subject?.teachers.find((candidate) => candidate.id === input.teacherId);
    onDone({ ...input, subjectName: subject?.name ?? '', teacherName: teacher?.name ?? '' });
  });
  const select = (field: keyof LectureValues) => ({
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setField(field, value ?? ''),
    error: form.errors[field],
  });

  return (
    <ActionDialog
      title={editing ? 'Edit lecture' : 'Add lecture'}
      busy={false}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={editing ? 'Update lecture' : 'Add lecture'}
      busyLabel="Adding..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        {parallel ? <Notice type="info">{parallel}</Notice> : null}
        <div className={styles.pair}>
          <Select label="Weekday" options={weekdayOptions} required {...select('weekday')} />
          <TextInput label="Period" inputMode="numeric" required {...form.field('period')} />
        </div>
        <Select
          label="Subject"
          placeholder="Choose a subject"
          options={subjects.map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${candidate.code})` }))}
          searchable
          required
          {...select('subjectId')}
        />
        <Select
          label="Teacher"
          placeholder={subject ? 'Choose a teacher' : 'Choose a subject first'}
          options={(subject?.teachers ?? []).map((teacher) => ({ value: teacher.id, label: teacher.name }))}
          disabled={!subject}
          required
          {...select('teacherId')}
        />
        <div className={styles.pair}>
          <TextInput label="Starts at" type="time" required {...form.field('startsAt')} />
          <TextInput label="Ends at" type="time" required {...form.field('endsAt')} />
        </div>
      </DialogForm>
    </ActionDialog>
  );
}
