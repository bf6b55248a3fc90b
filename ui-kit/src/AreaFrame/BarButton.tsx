import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@rollcall/ui-kit';
import styles from './TopBar.module.css';

export interface BarButtonProps extends Omit<ButtonProps, 'icon' | 'size' | 'variant' | 'children'> {
  /** Shown alone on a phone. */
  icon: ReactNode;
  /** Its name: beside the icon on a wider screen, only its accessible name on a phone. */
  label: string;
}

/**
 * A button at the end of an area's top bar (Sign out, Calendar feed). On a phone only its icon shows, so the bar keeps
 * room for the institute's name in every language; the words stay its accessible name.
 */
export function BarButton({ icon, label, ...rest }: BarButtonProps) {
  return (
    <Button {...rest} variant="secondary" size="sm" icon={icon}>
      <span className={styles.barLabel}>{label}</span>
    </Button>
  );
}
