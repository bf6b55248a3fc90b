import { Notice } from '@rollcall/ui-kit';
import { useState } from 'react';
import { ActionDialog, type ActionDialogProps } from './ActionDialog';

export interface ConfirmDialogProps<Answer> extends Omit<ActionDialogProps, 'busy' | 'onAction'> {
  /** The call to make once confirmed. */
  action: () => Promise<Answer>;
  /** Called with the call's answer; the dialog is done. */
  onDone: (answer: Answer) => void;
  /** The text of a failed call, read from what it threw. */
  failureText: (error: unknown) => string;
}

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
