import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Admin } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';
import styles from './Admins.module.css';

interface DeleteAdminDialogProps {
  admin: Admin;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Confirm Delete': the admin is deleted and their sessions end. */
export function DeleteAdminDialog({ admin, onClose, onDeleted }: DeleteAdminDialogProps) {
  return (
    <ConfirmDialog
      title="Confirm Delete"
      actionLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      action={() => api.call(endpoints.deleteAdmin, { query: { adminId: admin.id } })}
      onDone={onDeleted}
      failureText={(error) => errorMessage(error, messages.deleteAdminFallback)}
      onClose={onClose}
    >
      <p className={styles.confirm}>Are you sure you want to delete {admin.name}?</p>
      <p className={styles.warning}>This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
