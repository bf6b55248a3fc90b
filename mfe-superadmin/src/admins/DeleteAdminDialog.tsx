import { useState } from 'react';
import { api } from '@rollcall/api-client';
import { errorMessage, messages, type Admin } from '@rollcall/contracts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import styles from './Admins.module.css';

interface DeleteAdminDialogProps {
  admin: Admin;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Confirm Delete' (SPEC §2): DELETE /superadmin/admin?adminId=. */
export function DeleteAdminDialog({ admin, onClose, onDeleted }: DeleteAdminDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await api.delete(`/superadmin/admin?adminId=${encodeURIComponent(admin.id)}`);
      setBusy(false);
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error, messages.deleteAdminFallback));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title="Confirm Delete"
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void remove()} busy={busy} busyLabel="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {failure ? <Notice type="error">{failure}</Notice> : null}
        <p className={styles.confirm}>Are you sure you want to delete {admin.name}?</p>
        <p className={styles.warning}>This action cannot be undone.</p>
      </div>
    </Dialog>
  );
}
