import { api, endpoints } from '@rollcall/api-client';
import { CODE_MAX, errorMessage, NAME_MAX, subjectFieldsSchema, type Subject } from '@rollcall/contracts';
import { FormNotices, SaveChangesDialog, TextInput, useSchemaForm, DialogForm, DialogNote } from '@rollcall/ui-kit/forms';
import { kindLabels } from './subjectColumns';

interface EditSubjectDialogProps {
  subject: Subject;
  onSaved: () => void;
  onClose: () => void;
}

/** 'Edit subject': its name and code (updateSubject). Class, semester and kind stay as created. */
export function EditSubjectDialog({ subject, onSaved, onClose }: EditSubjectDialogProps) {
  const form = useSchemaForm(
    subjectFieldsSchema,
    { name: subject.name, code: subject.code },
    { focusFirstError: true, failureText: (error) => errorMessage(error, 'Failed to update subject') },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    await api.call(endpoints.updateSubject, { params: { id: subject.id }, body: input });
    onSaved();
  });

  return (
    <SaveChangesDialog title="Edit subject" busy={busy} onClose={onClose} onSave={() => void save()}>
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput label="Name" required maxLength={NAME_MAX} autoComplete="off" disabled={busy} {...form.field('name')} />
        <TextInput label="Code" required maxLength={CODE_MAX} autoComplete="off" disabled={busy} {...form.field('code')} />
        <DialogNote>
          {subject.className}, {subject.semesterName}, {kindLabels[subject.kind]}: the class, semester and kind stay as created,
          as enrolments were made from them.
        </DialogNote>
      </DialogForm>
    </SaveChangesDialog>
  );
}
