import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, type Webhook, webhookTexts } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';

interface DeleteWebhookDialogProps {
  webhook: Webhook;
  onClose: () => void;
  onDeleted: () => void;
}

/** DELETE /admin/webhooks/{id}, after saying that nothing more is sent to it. */
export function DeleteWebhookDialog({ webhook, onClose, onDeleted }: DeleteWebhookDialogProps) {
  return (
    <ConfirmDialog
      title={webhookTexts.removeConfirmButton}
      actionLabel={webhookTexts.removeConfirmButton}
      busyLabel="Deleting..."
      variant="danger"
      action={() => api.call(endpoints.deleteWebhook, { params: { id: webhook.id } })}
      onDone={onDeleted}
      failureText={(error) => errorMessage(error, 'Failed to delete the webhook')}
      onClose={onClose}
    >
      <DialogNote>{webhookTexts.removeConfirm(webhook.url)}</DialogNote>
    </ConfirmDialog>
  );
}
