import type { FormEvent, ReactNode } from 'react';
import styles from './DialogForm.module.css';

export interface DialogFormProps {
  /** Submits the form (a <form> then); without it the fields sit in a plain block. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export interface DialogNoteProps {
  children: ReactNode;
}

/**
 * A dialog's fields, stacked: a <form> (Enter in a field submits it; the form shows its own errors) when given
 * `onSubmit`, else a plain block.
 */
export function DialogForm({ onSubmit, children }: DialogFormProps) {
  return onSubmit ? (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {children}
    </form>
  ) : (
    <div className={styles.form}>{children}</div>
  );
}

/** A line of explanation in a dialog or a section, quieter than the fields and rows around it. */
export function DialogNote({ children }: DialogNoteProps) {
  return <p className={styles.note}>{children}</p>;
}
