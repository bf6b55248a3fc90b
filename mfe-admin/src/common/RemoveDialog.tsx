import { api } from '@rollcall/api-client';
import { errorMessage } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';

/** A removal's answer: something with attendance is archived instead, and stays in reports. */
export interface RemovalResponse {
  success: true;
  archived?: boolean;
}

/** What the admin reads once a removal is done. */
export const removedText = (name: string, answer: RemovalResponse) =>
  answer.archived ? `${name} has attendance records, so it was archived and stays in reports` : `${name} removed`;

interface RemoveDialogProps {
  /** 'Remove class'. */
  title: string;
  /** The name of what goes. */
  name: string;
  /** Where DELETE goes. */
  path: string;
  onClose: () => void;
  onRemoved: (answer: RemovalResponse) => void;
}

/** Asks before DELETE; the server's refusal (a 409) stays in the dialog. */
export function RemoveDialog({ title, name, path, onClose, onRemoved }: RemoveDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      actionLabel="Remove"
      busyLabel="Deleting..."
      variant="danger"
      action={() => api.delete<RemovalResponse>(path)}
      onDone={onRemoved}
      failureText={(error) => errorMessage(error, `Failed to remove ${name}`)}
      onClose={onClose}
    >
      <p>Remove {name}?</p>
    </ConfirmDialog>
  );
}
