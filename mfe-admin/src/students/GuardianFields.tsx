import { useId } from 'react';
import { Button } from '@rollcall/ui-kit';
import { TextInput, type FieldProps } from '@rollcall/ui-kit/forms';
import { GUARDIANS_MAX } from '@rollcall/contracts';
import { guardianKey, type GuardianKey } from './guardianValues';
import styles from './StudentForm.module.css';

interface GuardianFieldsProps {
  count: number;
  field: (key: GuardianKey) => FieldProps;
  /** A problem with the list as a whole (the same email twice). */
  error?: string;
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** A student's guardians: a name and an email each, up to four, each with its own messages. */
export function GuardianFields({ count, field, error, disabled, onAdd, onRemove }: GuardianFieldsProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.guardians} disabled={disabled} aria-describedby={error ? `${errorId} ${helperId}` : helperId}>
      <legend className={styles.legend}>Guardians</legend>
      <p id={helperId} className={styles.helper}>
        Each guardian gets a parent sign-in; an existing parent with the same email is linked
      </p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fields are named by their place and hold no state of their own
        <fieldset key={index} className={styles.guardian}>
          <legend className={styles.guardianTitle}>Guardian {index + 1}</legend>
          <TextInput label={`Guardian ${index + 1} name`} required autoComplete="off" {...field(guardianKey(index, 'name'))} />
          <TextInput
            label={`Guardian ${index + 1} email`}
            type="email"
            required
            autoComplete="off"
            {...field(guardianKey(index, 'email'))}
          />
          <Button variant="ghost" size="sm" aria-label={`Remove guardian ${index + 1}`} onClick={() => onRemove(index)}>
            Remove
          </Button>
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {count < GUARDIANS_MAX ? (
        <Button variant="secondary" size="sm" onClick={onAdd}>
          Add guardian
        </Button>
      ) : null}
    </fieldset>
  );
}
