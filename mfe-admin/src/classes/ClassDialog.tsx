import { api, endpoints } from '@rollcall/api-client';
import { classFieldsSchema, errorMessage, NAME_MAX, type ClassInfo, type Teacher } from '@rollcall/contracts';
import { ActionDialog, FormNotices, Select, TextInput, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';

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
  const t = useAdminTexts();
  const form = useSchemaForm(
    classFieldsSchema,
    { name: editing?.name ?? '', classTeacherId: editing?.classTeacherId ?? '' },
    { toInput, failureText: (error) => errorMessage(error, t('classes.saveFailed')) },
  );
  const save = form.submit(async (input) => {
    if (editing) await api.call(endpoints.updateClass, { params: { id: editing.id }, body: input });
    else await api.call(endpoints.createClass, { body: input });
    onSaved(input.name);
  });

  return (
    <ActionDialog
      title={editing ? t('classes.edit', { name: editing.name }) : t('classes.add')}
      busy={form.busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={editing ? t('classes.saveChanges') : t('classes.add')}
      busyLabel={t('classes.saving')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput label={t('classes.name')} required maxLength={NAME_MAX} disabled={form.busy} {...form.field('name')} />
        <Select
          label={t('classes.teacher')}
          placeholder={t('classes.chooseTeacher')}
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
