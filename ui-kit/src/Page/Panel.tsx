import { cx } from '@rollcall/ui-kit';
import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import styles from './Panel.module.css';

export interface PanelProps {
  as?: 'div' | 'section' | 'article' | 'form';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** With as="form". */
  onSubmit?: (event: FormEvent) => void;
  /** With as="form": the form's own schema checks the input, not the browser. */
  noValidate?: boolean;
}

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
