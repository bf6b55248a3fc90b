import { Button, Dialog, useKitTexts } from '@rollcall/ui-kit';
import type { ReactNode } from 'react';

export interface ActionDialogProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onAction: () => void;
  actionLabel: string;
  /** What the action button reads while it runs ('Saving...'). */
  busyLabel: string;
  variant?: 'primary' | 'danger';
  children: ReactNode;
}

/** A dialog with Cancel and one action that reads `busyLabel` while it runs; it cannot be closed mid-action. */
export function ActionDialog({
  title,
  busy,
  onClose,
  onAction,
  actionLabel,
  busyLabel,
  variant = 'primary',
  children,
}: ActionDialogProps) {
  const t = useKitTexts();
  return (
    <Dialog
      open
      title={title}
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button variant={variant} onClick={onAction} busy={busy} busyLabel={busyLabel}>
            {actionLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
