import { api, endpoints } from '@rollcall/api-client';
import { classFieldsSchema, errorMessage, NAME_MAX, type ClassInfo, type Teacher } from '@rollcall/contracts';
import { ActionDialog, FormNotices, Select, TextInput, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';

interface ClassDialogProps {
  /** The class to edit; none to add one. */
  editing: ClassInfo | null;
  teachers: Teacher[];
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** 'No class teacher' is a null, not an empty id. */
const toInput = ({ name, classTeacherId }: { name: string; classTeacherId: string }) => ({
  name,
  classTeacherId: classTeacherId || null,
});

/** Add a class, or rename one and change its class teacher. */
export function ClassDialog({ editing, teachers, onClose, onSaved }: ClassDialogProps) {
  const form = useSchemaForm(
    classFieldsSchema,
    { name: editing?.name ?? '', classTeacherId: editing?.classTeacherId ?? '' },
    { toInput, failureText: (error) => errorMessage(error, 'Failed to save the class') },
  );
  const save = form.submit(async (input) => {
    if (editing) await api.call(endpoints.updateClass, { params: { id: editing.id }, body: input });
    else await api.call(endpoints.createClass, { body: input });
    onSaved(input.name);
  });

  return (
    <ActionDialog
      title={editing ? `Edit ${editing.name}` : 'Add class'}
      busy={form.busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={editing ? 'Save Changes' : 'Add class'}
      busyLabel="Saving..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput label="Name" required maxLength={NAME_MAX} disabled={form.busy} {...form.field('name')} />
        <Select
          label="Class teacher"
          placeholder="No class teacher"
          options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
          value={form.values.classTeacherId || null}
          onChange={(value) => form.setField('classTeacherId', value ?? '')}
          error={form.errors.classTeacherId}
          searchable
          clearable
          disabled={form.busy}
        />
      </DialogForm>
    </ActionDialog>
  );
}
