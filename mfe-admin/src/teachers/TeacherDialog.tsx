import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, NAME_MAX, teacherFieldsSchema, type Teacher } from '@rollcall/contracts';
import { ActionDialog, FormNotices, TextInput, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';

interface TeacherDialogProps {
  /** The teacher to edit; none to add one. */
  teacher?: Teacher;
  /** Saved: the email the sign-in details went to, for a new teacher. */
  onSaved: (email: string) => void;
  onClose: () => void;
}

/** 'Add teacher' (createTeacher) or 'Edit teacher' (updateTeacher): name and email. */
export function TeacherDialog({ teacher, onSaved, onClose }: TeacherDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    teacherFieldsSchema,
    { name: '', email: '' },
    {
      prefill: teacher ? { name: teacher.name, email: teacher.email } : undefined,
      focusFirstError: true,
      failureText: (error) => errorMessage(error, t(teacher ? 'teachers.dialog.updateFailed' : 'teachers.dialog.addFailed')),
    },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    if (teacher) await api.call(endpoints.updateTeacher, { params: { id: teacher.id }, body: input });
    else await api.call(endpoints.createTeacher, { body: input });
    onSaved(input.email);
  });

  return (
    <ActionDialog
      title={t(teacher ? 'teachers.dialog.editTitle' : 'teachers.add')}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={t(teacher ? 'teachers.dialog.save' : 'teachers.add')}
      busyLabel={t(teacher ? 'teachers.dialog.saving' : 'teachers.dialog.adding')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput
          label={t('teachers.dialog.name')}
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('name')}
        />
        <TextInput
          label={t('teachers.dialog.email')}
          type="email"
          required
          autoComplete="off"
          disabled={busy}
          helperText={teacher ? undefined : t('teachers.dialog.emailHint')}
          {...form.field('email')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
