import { api, endpoints } from '@rollcall/api-client';
import { CODE_MAX, createSubjectSchema, errorMessage, NAME_MAX, subjectKinds, type SubjectKind } from '@rollcall/contracts';
import {
  ActionDialog,
  FormNotices,
  SegmentedControl,
  Select,
  TextInput,
  useSchemaForm,
  type SelectOption,
  DialogForm,
} from '@rollcall/ui-kit/forms';
import { kindLabels } from './subjectColumns';

const kindOptions = subjectKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }));

interface AddSubjectDialogProps {
  classOptions: readonly SelectOption[];
  semesterOptions: readonly SelectOption[];
  /** The class and semester the page shows, chosen to begin with. */
  classId: string;
  semesterId: string;
  onAdded: (name: string) => void;
  onClose: () => void;
}

/** 'Add subject': a class's subject in one semester, core or elective (createSubject). */
export function AddSubjectDialog({
  classOptions,
  semesterOptions,
  classId,
  semesterId,
  onAdded,
  onClose,
}: AddSubjectDialogProps) {
  const form = useSchemaForm(
    createSubjectSchema,
    { classId, semesterId, name: '', code: '', kind: '' },
    { focusFirstError: true, failureText: (error) => errorMessage(error, 'Failed to add subject') },
  );
  const { busy } = form;
  const field = (name: 'classId' | 'semesterId') => {
    const { id, value, error } = form.field(name);
    return { id, value: value || null, error, onChange: (next: string | null) => form.setField(name, next ?? '') };
  };

  const save = form.submit(async (input) => {
    await api.call(endpoints.createSubject, { body: input });
    onAdded(input.name);
  });

  return (
    <ActionDialog
      title="Add subject"
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel="Add subject"
      busyLabel="Adding..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <Select label="Class" required searchable options={[...classOptions]} disabled={busy} {...field('classId')} />
        <Select label="Semester" required options={[...semesterOptions]} disabled={busy} {...field('semesterId')} />
        <TextInput label="Name" required maxLength={NAME_MAX} autoComplete="off" disabled={busy} {...form.field('name')} />
        <TextInput
          label="Code"
          required
          maxLength={CODE_MAX}
          autoComplete="off"
          disabled={busy}
          helperText="A short code, unique in the class and semester (MA101)"
          {...form.field('code')}
        />
        <SegmentedControl
          label="Kind"
          showLabel
          options={kindOptions}
          value={(form.values.kind || null) as SubjectKind | null}
          onChange={(kind) => form.setField('kind', kind)}
          disabled={busy}
          error={form.errors.kind}
          helperText="Core subjects enrol the whole class; electives are chosen per student"
        />
      </DialogForm>
    </ActionDialog>
  );
}
