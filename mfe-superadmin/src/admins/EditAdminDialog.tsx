import { api } from '@rollcall/api-client';
import { ADMIN_NAME_MAX, messages, updateAdminSchema, type Admin } from '@rollcall/contracts';
import { Button, Dialog, Notice, TextInput } from '@rollcall/ui-kit';
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
    <Dialog
      open
      title="Edit Admin"
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} busy={busy} busyLabel="Saving...">
            Save Changes
          </Button>
        </>
      }
    >
      <form className={styles.dialogBody} noValidate onSubmit={save}>
        {failure ? <Notice type="error">{failure}</Notice> : null}
        <TextInput label="Admin Name" value={form.values.name} onChange={(value) => form.setField('name', value)} maxLength={ADMIN_NAME_MAX} disabled={busy} />
        <TextInput label="Email" type="email" value={admin.email} onChange={() => {}} readOnly helperText="The email address cannot be changed" />
      </form>
    </Dialog>
  );
}
