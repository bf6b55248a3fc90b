import { api } from '@rollcall/api-client';
import { ADMIN_NAME_MAX, messages, updateAdminSchema, type Admin } from '@rollcall/contracts';
import { Notice, TextInput } from '@rollcall/ui-kit';
import { SaveChangesDialog } from '../forms/SaveChangesDialog';
import { useSchemaForm } from '../forms/useSchemaForm';
import styles from './Admins.module.css';

interface EditAdminDialogProps {
  admin: Admin;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Edit Admin' (SPEC §2, §5): rename, at most 100 characters, trimmed; PATCH /superadmin/admin. */
export function EditAdminDialog({ admin, onClose, onSaved }: EditAdminDialogProps) {
  const form = useSchemaForm(
    updateAdminSchema,
    { adminId: admin.id, name: admin.name },
    { fallback: messages.updateAdminFallback, invalidInput: 'message' },
  );
  const { busy, failure } = form;

  const save = form.submit(async (input) => {
    await api.patch('/superadmin/admin', input);
    onSaved();
  });

  return (
    <SaveChangesDialog title="Edit Admin" busy={busy} onClose={onClose} onSave={() => void save()}>
      <form className={styles.dialogBody} noValidate onSubmit={save}>
        {failure ? <Notice type="error">{failure}</Notice> : null}
        <TextInput
          label="Admin Name"
          value={form.values.name}
          onChange={(value) => form.setField('name', value)}
          maxLength={ADMIN_NAME_MAX}
          disabled={busy}
        />
        <TextInput
          label="Email"
          type="email"
          value={admin.email}
          onChange={() => {}}
          readOnly
          helperText="The email address cannot be changed"
        />
      </form>
    </SaveChangesDialog>
  );
}
