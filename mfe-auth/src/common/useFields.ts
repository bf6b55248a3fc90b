import { useState } from 'react';

/** A form's text fields: their values, and errors that are set on submit and clear as their field is edited. */
export function useFields<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** A TextInput's value, change handler and error for one field. */
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => change(field, value),
    error: errors[field],
  });

  return { values, setErrors, bind };
}
