import { api, endpoints } from '@rollcall/api-client';
import { ADMIN_NAME_MAX, errorMessage, messages, updateAdminSchema, type Admin } from '@rollcall/contracts';
import { TextInput, FormNotices, SaveChangesDialog, useSchemaForm } from '@rollcall/ui-kit/forms';
import styles from './Admins.module.css';
import { useSuperadminTexts } from '../texts/texts';

interface EditAdminDialogProps {
  admin: Admin;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Edit Admin': rename, at most 100 characters, trimmed. */
export function EditAdminDialog({ admin, onClose, onSaved }: EditAdminDialogProps) {
  const t = useSuperadminTexts();
  const form = useSchemaForm(
    updateAdminSchema,
    { adminId: admin.id, name: admin.name },
    { failureText: (error) => errorMessage(error, messages.updateAdminFallback), firstErrorAsFailure: true },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    await api.call(endpoints.updateAdmin, { body: input });
    onSaved();
  });

  return (
    <SaveChangesDialog title={t('admins.editTitle')} busy={busy} onClose={onClose} onSave={() => void save()}>
      <form className={styles.dialogBody} noValidate onSubmit={save}>
        <FormNotices form={form} />
        <TextInput
          label={t('admins.name')}
          value={form.values.name}
          onChange={(value) => form.setField('name', value)}
          maxLength={ADMIN_NAME_MAX}
          disabled={busy}
        />
        <TextInput
          label={t('admins.emailLabel')}
          type="email"
          value={admin.email}
          onChange={() => {}}
          readOnly
          helperText={t('admins.emailFixed')}
        />
      </form>
    </SaveChangesDialog>
  );
}
