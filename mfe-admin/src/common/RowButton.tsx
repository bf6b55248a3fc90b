import type { ReactNode } from 'react';
import { Button } from '@rollcall/ui-kit';

interface RowButtonProps {
  /** The button's word ('Edit'). */
  children: ReactNode;
  /** Its whole accessible name, which says what it acts on ('Edit Ada Lovelace'). */
  name: string;
  icon?: ReactNode;
  /** A removal, in the danger colour. */
  danger?: boolean;
  disabled?: boolean;
  /** The id of the text that says why it is disabled. */
  describedBy?: string;
  onClick: () => void;
}

/** A small button acting on one row of a list. */
export function RowButton({ children, name, icon, danger = false, disabled, describedBy, onClick }: RowButtonProps) {
  return (
    <Button
      variant={danger ? 'danger' : 'secondary'}
      size="sm"
      icon={icon}
      aria-label={name}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
