import { api, endpoints } from '@rollcall/api-client';
import { CODE_MAX, errorMessage, NAME_MAX, subjectFieldsSchema, type Subject } from '@rollcall/contracts';
import { FormNotices, SaveChangesDialog, TextInput, useSchemaForm, DialogForm, DialogNote } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { kindLabel } from './subjectColumns';

interface EditSubjectDialogProps {
  subject: Subject;
  onSaved: () => void;
  onClose: () => void;
}

/** 'Edit subject': its name and code (updateSubject). Class, semester and kind stay as created. */
export function EditSubjectDialog({ subject, onSaved, onClose }: EditSubjectDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    subjectFieldsSchema,
    { name: subject.name, code: subject.code },
    { focusFirstError: true, failureText: (error) => errorMessage(error, t('subjects.edit.failed')) },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    await api.call(endpoints.updateSubject, { params: { id: subject.id }, body: input });
    onSaved();
  });

  return (
    <SaveChangesDialog title={t('subjects.edit.title')} busy={busy} onClose={onClose} onSave={() => void save()}>
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput
          label={t('subjects.field.name')}
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('name')}
        />
        <TextInput
          label={t('subjects.field.code')}
          required
          maxLength={CODE_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('code')}
        />
        <DialogNote>
          {t('subjects.edit.note', {
            className: subject.className,
            semester: subject.semesterName,
            kind: kindLabel(t, subject.kind),
          })}
        </DialogNote>
      </DialogForm>
    </SaveChangesDialog>
  );
}
