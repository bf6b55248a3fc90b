import { useState } from 'react';
import { Copy } from 'lucide-react';
import { type CreateWebhookResponse, webhookTexts } from '@rollcall/contracts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import styles from './WebhookSecretDialog.module.css';

interface WebhookSecretDialogProps {
  created: CreateWebhookResponse;
  onClose: () => void;
}

/** The new webhook's signing secret, shown this once, with a copy button. */
export function WebhookSecretDialog({ created, onClose }: WebhookSecretDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

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
      <Button variant="secondary" icon={<Copy size={18} aria-hidden="true" />} onClick={() => void copy()}>
        {copied === 'yes' ? webhookTexts.copied : webhookTexts.copy}
      </Button>
      <p role="status">{copied === 'failed' ? webhookTexts.copyFailed : copied === 'yes' ? webhookTexts.copied : ''}</p>
    </Dialog>
  );
}
