import styles from './field.module.css';

const errorId = (fieldId: string) => `${fieldId}-error`;
const helperId = (fieldId: string) => `${fieldId}-helper`;

/** A field's aria-describedby: its error first, then its helper text, then what else describes it (a counter). */
export function describedBy(
  fieldId: string,
  error?: string,
  helperText?: string,
  ...more: Array<string | null>
): string | undefined {
  return [error ? errorId(fieldId) : null, helperText ? helperId(fieldId) : null, ...more].filter(Boolean).join(' ') || undefined;
}

interface FieldMessagesProps {
  fieldId: string;
  error?: string;
  helperText?: string;
}

/** The error and helper texts under a field, with the ids describedBy names. */
export function FieldMessages({ fieldId, error, helperText }: FieldMessagesProps) {
  return (
    <div className={styles.messages}>
      {error ? (
        <p id={errorId(fieldId)} className={styles.error}>
          {error}
        </p>
      ) : null}
      {helperText ? (
        <p id={helperId(fieldId)} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
