import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Admin } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';
import styles from './Admins.module.css';

interface ResendCredentialsDialogProps {
  admin: Admin;
  onClose: () => void;
  /** Called with the server's confirmation, e.g. 'New credentials sent to …'. */
  onSent: (message: string) => void;
}

/** 'Resend credentials': a fresh temporary password by mail, for an admin who cannot sign in. */
export function ResendCredentialsDialog({ admin, onClose, onSent }: ResendCredentialsDialogProps) {
  return (
    <ConfirmDialog
      title="Resend credentials"
      actionLabel="Send new credentials"
      busyLabel="Sending..."
      action={() => api.call(endpoints.resendAdminCredentials, { body: { adminId: admin.id } })}
      onDone={(answer) => onSent(answer.message)}
      failureText={(error) => errorMessage(error, messages.resendCredentialsFallback)}
      onClose={onClose}
    >
      <p className={styles.confirm}>
        Send a new temporary password to {admin.name} at {admin.email}?
      </p>
      <p className={styles.warning}>Their current password stops working and they are signed out everywhere.</p>
    </ConfirmDialog>
  );
}
