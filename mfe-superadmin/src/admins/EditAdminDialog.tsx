import { useState } from 'react';
import { api } from '@rollcall/api-client';
import { ADMIN_NAME_MAX, errorMessage, issueMessages, messages, updateAdminSchema, type Admin } from '@rollcall/contracts';
import { Button, Dialog, Notice, TextInput } from '@rollcall/ui-kit';
import styles from './Admins.module.css';

interface EditAdminDialogProps {
  admin: Admin;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Edit Admin' (SPEC §2, §5): rename, at most 100 characters, trimmed; PATCH /superadmin/admin. */
export function EditAdminDialog({ admin, onClose, onSaved }: EditAdminDialogProps) {
  const [name, setName] = useState(admin.name);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setFailure(null);
    const parsed = updateAdminSchema.safeParse({ adminId: admin.id, name });
    if (!parsed.success) {
      setFailure(issueMessages(parsed.error)[0] ?? messages.updateAdminFallback);
      return;
    }
    setBusy(true);
    try {
      await api.patch('/superadmin/admin', parsed.data);
      setBusy(false);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error, messages.updateAdminFallback));
      setBusy(false);
    }
  };

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
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {failure ? <Notice type="error">{failure}</Notice> : null}
        <TextInput label="Admin Name" value={name} onChange={setName} maxLength={ADMIN_NAME_MAX} disabled={busy} />
        <TextInput label="Email" type="email" value={admin.email} onChange={() => {}} readOnly helperText="The email address cannot be changed" />
      </form>
    </Dialog>
  );
}
