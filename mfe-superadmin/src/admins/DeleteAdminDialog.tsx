import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type Admin } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';
import styles from './Admins.module.css';
import { useSuperadminTexts } from '../texts/texts';

interface DeleteAdminDialogProps {
  admin: Admin;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Confirm Delete': the admin is deleted and their sessions end. */
export function DeleteAdminDialog({ admin, onClose, onDeleted }: DeleteAdminDialogProps) {
  const t = useSuperadminTexts();
  return (
    <ConfirmDialog
      title={t('admins.deleteTitle')}
      actionLabel={t('admins.delete')}
      busyLabel={t('admins.deleting')}
      variant="danger"
      action={() => api.call(endpoints.deleteAdmin, { query: { adminId: admin.id } })}
      onDone={onDeleted}
      failureText={(error) => errorMessage(error, messages.deleteAdminFallback)}
      onClose={onClose}
    >
      <p className={styles.confirm}>{t('admins.deleteQuestion', { name: admin.name })}</p>
      <p className={styles.warning}>{t('admins.deleteWarning')}</p>
    </ConfirmDialog>
  );
}
