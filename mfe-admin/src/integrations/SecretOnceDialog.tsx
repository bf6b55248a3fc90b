import { type ReactNode, useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import styles from './SecretOnceDialog.module.css';

export interface SecretOnceTexts {
  title: string;
  warning: string;
  label: string;
  done: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

interface SecretOnceDialogProps {
  texts: SecretOnceTexts;
  /** What the secret belongs to. */
  summary: ReactNode;
  secret: string;
  onClose: () => void;
}

/** A secret the server shows this once (an API token's, a webhook's): selectable whole, a copy button, and the warning. */
export function SecretOnceDialog({ texts, summary, secret, onClose }: SecretOnceDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const inputId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog open title={texts.title} onClose={onClose} footer={<Button onClick={onClose}>{texts.done}</Button>}>
      <Notice type="warning">{texts.warning}</Notice>
      <p>{summary}</p>
      <label className={styles.label} htmlFor={inputId}>
        {texts.label}
      </label>
      <input id={inputId} className={styles.secret} readOnly value={secret} onFocus={(event) => event.target.select()} />
      <Button variant="secondary" icon={<Copy size={18} aria-hidden="true" />} onClick={() => void copy()}>
        {copied === 'yes' ? texts.copied : texts.copy}
      </Button>
      <p role="status">{copied === 'failed' ? texts.copyFailed : copied === 'yes' ? texts.copied : ''}</p>
    </Dialog>
  );
}
