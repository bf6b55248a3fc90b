import type { DialogFormProps, DialogNoteProps } from '../types';
import styles from './DialogForm.module.css';

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
