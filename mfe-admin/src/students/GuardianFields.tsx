import { useId } from 'react';
import { Button } from '@rollcall/ui-kit';
import { TextInput, type FieldProps } from '@rollcall/ui-kit/forms';
import { GUARDIANS_MAX } from '@rollcall/contracts';
import { guardianKey, type GuardianKey } from './guardianValues';
import styles from './StudentForm.module.css';
import { useAdminTexts } from '../texts/texts';

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
  const t = useAdminTexts();
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.guardians} disabled={disabled} aria-describedby={error ? `${errorId} ${helperId}` : helperId}>
      <legend className={styles.legend}>{t('students.guardians')}</legend>
      <p id={helperId} className={styles.helper}>
        {t('students.guardiansHint')}
      </p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fields are named by their place and hold no state of their own
        <fieldset key={index} className={styles.guardian}>
          <legend className={styles.guardianTitle}>{t('students.guardian', { number: index + 1 })}</legend>
          <TextInput
            label={t('students.guardianName', { number: index + 1 })}
            required
            autoComplete="off"
            {...field(guardianKey(index, 'name'))}
          />
          <TextInput
            label={t('students.guardianEmail', { number: index + 1 })}
            type="email"
            required
            autoComplete="off"
            {...field(guardianKey(index, 'email'))}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('students.removeGuardian', { number: index + 1 })}
            onClick={() => onRemove(index)}
          >
            {t('students.remove')}
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
          {t('students.addGuardian')}
        </Button>
      ) : null}
    </fieldset>
  );
}
