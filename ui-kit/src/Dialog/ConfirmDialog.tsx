import { Notice } from '@rollcall/ui-kit';
import { useState } from 'react';
import type { ConfirmDialogProps } from '../types';
import { ActionDialog } from './ActionDialog';

/** Asks before one call; busy while it runs; a failure stays in the dialog with its text, for another try. */
export function ConfirmDialog<Answer>({ action, onDone, failureText, children, ...frame }: ConfirmDialogProps<Answer>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    let answer: Answer;
    try {
      answer = await action();
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
      return;
    }
    setBusy(false);
    onDone(answer);
  };

  return (
    <ActionDialog {...frame} busy={busy} onAction={() => void confirm()}>
      {failure ? <Notice type="error">{failure}</Notice> : null}
      {children}
    </ActionDialog>
  );
}
