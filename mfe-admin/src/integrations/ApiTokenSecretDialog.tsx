import { useState } from 'react';
import { Copy } from 'lucide-react';
import { apiTokenTexts, type CreatedApiTokenResponse } from '@rollcall/contracts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import { permissionNames } from '../roles/permissionOptions';
import styles from './ApiTokenSecretDialog.module.css';

interface ApiTokenSecretDialogProps {
  created: CreatedApiTokenResponse;
  onClose: () => void;
}

/** The new token's secret, shown this once: a copy button, and the warning that it is never shown again. */
export function ApiTokenSecretDialog({ created, onClose }: ApiTokenSecretDialogProps) {
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
      title={apiTokenTexts.secretTitle}
      onClose={onClose}
      footer={<Button onClick={onClose}>{apiTokenTexts.done}</Button>}
    >
      <Notice type="warning">{apiTokenTexts.secretWarning}</Notice>
      <p>
        {created.apiToken.name}: {permissionNames(created.apiToken.permissions)}
      </p>
      <label className={styles.label} htmlFor="api-token-secret">
        {apiTokenTexts.title}
      </label>
      <input
        id="api-token-secret"
        className={styles.secret}
        readOnly
        value={created.secret}
        onFocus={(event) => event.target.select()}
      />
      <Button variant="secondary" icon={<Copy size={18} aria-hidden="true" />} onClick={() => void copy()}>
        {copied === 'yes' ? apiTokenTexts.copied : apiTokenTexts.copy}
      </Button>
      <p role="status">{copied === 'failed' ? apiTokenTexts.copyFailed : copied === 'yes' ? apiTokenTexts.copied : ''}</p>
    </Dialog>
  );
}
