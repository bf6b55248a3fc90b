import { useState, type ReactNode } from 'react';
import { errorMessage } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ActionDialog } from './ActionDialog';
import styles from '../layout/Page.module.css';

interface ConfirmDialogProps<T> {
  title: string;
  actionLabel: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
  /** The call to make once confirmed. */
  action: () => Promise<T>;
  /** Called with the answer; the dialog is done. */
  onDone: (answer: T) => void;
  /** Shown when a failed call carries no message of its own. */
  fallback: string;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before one call; busy while it runs; a failure stays in the dialog with the server's message. */
export function ConfirmDialog<T>({ action, onDone, fallback, children, ...frame }: ConfirmDialogProps<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    let answer: T;
    try {
      answer = await action();
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      setBusy(false);
      return;
    }
    setBusy(false);
    onDone(answer);
  };

  return (
    <ActionDialog {...frame} busy={busy} onAction={() => void confirm()}>
      <div className={styles.form}>
        {failure ? <Notice type="error">{failure}</Notice> : null}
        {children}
      </div>
    </ActionDialog>
  );
}
