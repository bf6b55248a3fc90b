import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, NAME_MAX, teacherFieldsSchema, type Teacher } from '@rollcall/contracts';
import { ActionDialog, FormNotices, TextInput, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';

interface TeacherDialogProps {
  /** The teacher to edit; none to add one. */
  teacher?: Teacher;
  /** Saved: the email the sign-in details went to, for a new teacher. */
  onSaved: (email: string) => void;
  onClose: () => void;
}

/** 'Add teacher' (createTeacher) or 'Edit teacher' (updateTeacher): name and email. */
export function TeacherDialog({ teacher, onSaved, onClose }: TeacherDialogProps) {
  const form = useSchemaForm(
    teacherFieldsSchema,
    { name: '', email: '' },
    {
      prefill: teacher ? { name: teacher.name, email: teacher.email } : undefined,
      focusFirstError: true,
      failureText: (error) => errorMessage(error, teacher ? 'Failed to update teacher' : 'Failed to add teacher'),
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
      title={teacher ? 'Edit teacher' : 'Add teacher'}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={teacher ? 'Save Changes' : 'Add teacher'}
      busyLabel={teacher ? 'Saving...' : 'Adding...'}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput label="Name" required maxLength={NAME_MAX} autoComplete="off" disabled={busy} {...form.field('name')} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          disabled={busy}
          helperText={teacher ? undefined : 'Their sign-in details are sent to this address'}
          {...form.field('email')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
