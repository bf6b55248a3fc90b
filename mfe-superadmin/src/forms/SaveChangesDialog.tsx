import type { ReactNode } from 'react';
import { Button, Dialog } from '@rollcall/ui-kit';

interface SaveChangesDialogProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}

/** The edit dialogs of SPEC §2: Cancel and 'Save Changes' ('Saving...' while busy); no closing mid-save. */
export function SaveChangesDialog({ title, busy, onClose, onSave, children }: SaveChangesDialogProps) {
  return (
    <Dialog
      open
      title={title}
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onSave} busy={busy} busyLabel="Saving...">
            Save Changes
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
