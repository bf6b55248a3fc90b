import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, type Webhook } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../../texts/texts';

interface DeleteWebhookDialogProps {
  webhook: Webhook;
  onClose: () => void;
  onDeleted: () => void;
}

/** DELETE /admin/webhooks/{id}, after saying that nothing more is sent to it. */
export function DeleteWebhookDialog({ webhook, onClose, onDeleted }: DeleteWebhookDialogProps) {
  const t = useAdminTexts();
  return (
    <ConfirmDialog
      title={t('integrations.webhooks.removeConfirmButton')}
      actionLabel={t('integrations.webhooks.removeConfirmButton')}
      busyLabel={t('integrations.webhooks.deleting')}
      variant="danger"
      action={() => api.call(endpoints.deleteWebhook, { params: { id: webhook.id } })}
      onDone={onDeleted}
      failureText={(error) => errorMessage(error, t('integrations.webhooks.deleteFailed'))}
      onClose={onClose}
    >
      <DialogNote>{t('integrations.webhooks.removeConfirm', { url: webhook.url })}</DialogNote>
    </ConfirmDialog>
  );
}
