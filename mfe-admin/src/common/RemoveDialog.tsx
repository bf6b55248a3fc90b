import { api } from '@rollcall/api-client';
import { errorMessage, type RemovedOrArchivedResponse } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';
import styles from './DialogForm.module.css';

/** Classes, subjects and students with attendance are archived instead (and say so); other removals just succeed. */
type RemovedResponse = { success: true } & Partial<Pick<RemovedOrArchivedResponse, 'archived'>>;

interface RemoveDialogProps {
  /** What is removed, as the admin knows it ('Maths (MA101)'). */
  name: string;
  /** The DELETE address. */
  path: string;
  /** Called with what became of it; the caller says so. */
  onRemoved: (outcome: 'removed' | 'archived') => void;
  onClose: () => void;
}

/** 'Remove {name}?': DELETE the thing; a refusal (a 409) stays in the dialog with the server's reason. */
export function RemoveDialog({ name, path, onRemoved, onClose }: RemoveDialogProps) {
  return (
    <ConfirmDialog
      title={`Remove ${name}`}
      actionLabel="Remove"
      busyLabel="Deleting..."
      variant="danger"
      action={() => api.delete<RemovedResponse>(path)}
      onDone={(answer) => onRemoved(answer?.archived ? 'archived' : 'removed')}
      failureText={(error) => errorMessage(error, `Failed to remove ${name}`)}
      onClose={onClose}
    >
      <p className={styles.note}>Are you sure you want to remove {name}? Anything with attendance records is archived instead.</p>
    </ConfirmDialog>
  );
}

/** What the page says once it is done. */
export const removedMessage = (name: string, outcome: 'removed' | 'archived') =>
  outcome === 'archived' ? `${name} has attendance records, so it was archived and stays in reports` : `${name} was removed`;
