import { type CreateWebhookResponse, webhookTexts } from '@rollcall/contracts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import styles from './WebhookSecretDialog.module.css';

interface WebhookSecretDialogProps {
  created: CreateWebhookResponse;
  onClose: () => void;
}

/** The new webhook's signing secret, shown this once. */
export function WebhookSecretDialog({ created, onClose }: WebhookSecretDialogProps) {
  return (
    <Dialog
      open
      title={webhookTexts.secretTitle}
      onClose={onClose}
      footer={<Button onClick={onClose}>{webhookTexts.done}</Button>}
    >
      <Notice type="warning">{webhookTexts.secretOnce}</Notice>
      <p>{created.webhook.url}</p>
      <label className={styles.label} htmlFor="webhook-secret">
        {webhookTexts.secretTitle}
      </label>
      <input
        id="webhook-secret"
        className={styles.secret}
        readOnly
        value={created.secret}
        onFocus={(event) => event.target.select()}
      />
    </Dialog>
  );
}
