import { cx } from '@rollcall/ui-kit';
import type { HTMLAttributes } from 'react';
import type { PanelProps } from '../types';
import styles from './Panel.module.css';

/** A surface on the page that holds one thing: a form, a list, a card. */
export function Panel({ as: Element = 'div', className, children, ...rest }: PanelProps) {
  // onSubmit and noValidate are typed for as="form" in PanelProps; React passes them through as they are.
  const attributes = rest as HTMLAttributes<HTMLElement>;
  return (
    <Element {...attributes} className={cx(styles.panel, className)}>
      {children}
    </Element>
  );
}
