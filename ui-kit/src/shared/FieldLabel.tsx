import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FieldLabelProps {
  htmlFor: string;
  id?: string;
  /** Shows the asterisk, hidden from assistive technology (the control carries aria-required). */
  required: boolean;
  children: ReactNode;
}

/** The label row the fields share: the label tied to the control and the required asterisk. */
export function FieldLabel({ htmlFor, id, required, children }: FieldLabelProps) {
  return (
    <div className={styles.labelRow}>
      <label id={id} htmlFor={htmlFor} className={styles.label}>
        {children}
      </label>
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </div>
  );
}
