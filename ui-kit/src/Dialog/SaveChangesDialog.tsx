import { useKitTexts } from '@rollcall/ui-kit';
import type { ActionDialogProps } from './ActionDialog';
import { ActionDialog } from './ActionDialog';

type SaveChangesDialogProps = Omit<ActionDialogProps, 'onAction' | 'actionLabel' | 'busyLabel' | 'variant'> & {
  onSave: () => void;
};

/** An edit dialog: Cancel and 'Save Changes' ('Saving...' while busy); no closing mid-save. */
export function SaveChangesDialog({ onSave, ...props }: SaveChangesDialogProps) {
  const t = useKitTexts();
  return <ActionDialog {...props} onAction={onSave} actionLabel={t('dialog.saveChanges')} busyLabel={t('dialog.saving')} />;
}
