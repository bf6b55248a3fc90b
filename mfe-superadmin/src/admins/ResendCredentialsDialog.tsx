import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Admin } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';
import styles from './Admins.module.css';
import { useSuperadminTexts } from '../texts/texts';

interface ResendCredentialsDialogProps {
  admin: Admin;
  onClose: () => void;
  /** Called with the server's confirmation, e.g. 'New credentials sent to …'. */
  onSent: (message: string) => void;
}

/** 'Resend credentials': a fresh temporary password by mail, for an admin who cannot sign in. */
export function ResendCredentialsDialog({ admin, onClose, onSent }: ResendCredentialsDialogProps) {
  const t = useSuperadminTexts();
  return (
    <ConfirmDialog
      title={t('admins.resend')}
      actionLabel={t('admins.sendNew')}
      busyLabel={t('admins.sending')}
      action={() => api.call(endpoints.resendAdminCredentials, { body: { adminId: admin.id } })}
      onDone={(answer) => onSent(answer.message)}
      failureText={(error) => errorMessage(error, messages.resendCredentialsFallback)}
      onClose={onClose}
    >
      <p className={styles.confirm}>{t('admins.resendQuestion', { name: admin.name, email: admin.email })}</p>
      <p className={styles.warning}>{t('admins.resendWarning')}</p>
    </ConfirmDialog>
  );
}
