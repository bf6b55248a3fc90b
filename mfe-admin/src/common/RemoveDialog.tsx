import { errorMessage, type RemovedOrArchivedResponse } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';
import { adminTexts, useAdminTexts } from '../texts/texts';

/** Classes, subjects and students with attendance are archived instead (and say so); other removals just succeed. */
type RemovedResponse = { success: true } & Partial<Pick<RemovedOrArchivedResponse, 'archived'>>;

interface RemoveDialogProps {
  /** 'Remove semester'; 'Remove {name}' when left out. */
  title?: string;
  /** What is removed, as the admin knows it ('Maths (MA101)'). */
  name: string;
  /** Calls the removal. */
  remove: () => Promise<RemovedResponse>;
  /** The button's word: 'Remove' unless told ('Delete' for a role, which nothing keeps). */
  verb?: 'Remove' | 'Delete';
  /** What happens instead when it cannot simply go (for things that keep attendance: archived). */
  note?: string;
  /** Called with what became of it; the caller says so. */
  onRemoved: (outcome: 'removed' | 'archived') => void;
  onClose: () => void;
}

/** 'Remove {name}?': DELETE the thing; a refusal (a 409) stays in the dialog with the server's reason. */
export function RemoveDialog({ title, name, remove, verb = 'Remove', note, onRemoved, onClose }: RemoveDialogProps) {
  const t = useAdminTexts();
  return (
    <ConfirmDialog
      title={title ?? t('common.removeTitle', { verb, name })}
      actionLabel={t('common.removeAction', { verb })}
      busyLabel={t('common.removing')}
      variant="danger"
      action={remove}
      onDone={(answer) => onRemoved(answer?.archived ? 'archived' : 'removed')}
      failureText={(error) => errorMessage(error, t('common.removeFailed', { name }))}
      onClose={onClose}
    >
      <DialogNote>
        {t('common.removeQuestion', { verb, name })} {note}
      </DialogNote>
    </ConfirmDialog>
  );
}

/** The note for classes, subjects and students, which keep their attendance (English; in a component, `t('common.archivedInstead')`). */
export const ARCHIVED_INSTEAD = adminTexts.english('common.archivedInstead');

/** What the page says once it is done (English; in a component, `t('common.removed', { name, outcome })`). */
export const removedMessage = (name: string, outcome: 'removed' | 'archived') =>
  adminTexts.english('common.removed', { name, outcome });
