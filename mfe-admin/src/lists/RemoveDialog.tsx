import type { ReactNode } from 'react';
import { api } from '@rollcall/api-client';
import { errorMessage } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';

interface RemoveDialogProps<Answer> {
  title: string;
  /** 'Delete' or 'Remove': the button, which reads 'Deleting...' or 'Removing...' meanwhile. */
  verb: 'Delete' | 'Remove';
  /** The DELETE call's path. */
  path: string;
  /** What a failure without a message of its own reads. */
  fallback: string;
  onClose: () => void;
  onDone: (answer: Answer) => void;
  /** What is removed, and what becomes of it. */
  children: ReactNode;
}

/** Asks before a DELETE, then hands over its answer. */
export function RemoveDialog<Answer>({ title, verb, path, fallback, onClose, onDone, children }: RemoveDialogProps<Answer>) {
  return (
    <ConfirmDialog
      title={title}
      actionLabel={verb}
      busyLabel={verb === 'Delete' ? 'Deleting...' : 'Removing...'}
      variant="danger"
      action={() => api.delete<Answer>(path)}
      onDone={onDone}
      failureText={(error) => errorMessage(error, fallback)}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
