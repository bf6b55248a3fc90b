import type { ReactNode } from 'react';
import { ActionDialog } from './ActionDialog';

interface SaveChangesDialogProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}

/** The edit dialogs: Cancel and 'Save Changes' ('Saving...' while busy); no closing mid-save. */
export function SaveChangesDialog({ onSave, ...props }: SaveChangesDialogProps) {
  return <ActionDialog {...props} onAction={onSave} actionLabel="Save Changes" busyLabel="Saving..." />;
}
