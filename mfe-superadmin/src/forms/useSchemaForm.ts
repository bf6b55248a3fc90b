import { useState } from 'react';
import { fieldErrors } from '@rollcall/contracts';

type ParseError = Parameters<typeof fieldErrors>[0];
/** The part of a zod schema the form needs. */
interface Schema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: ParseError };
}
export type FormErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Form state checked with a contracts schema (SPEC §5): a field is checked when it loses focus, every
 * field on submit, and a field already showing an error is re-checked as the user edits it.
 */
export function useSchemaForm<T extends Record<string, string>, Out>(schema: Schema<Out>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});

  const errorsOf = (candidate: T): FormErrors<T> => {
    const result = schema.safeParse(candidate);
    return result.success ? {} : (fieldErrors(result.error) as FormErrors<T>);
  };

  const setField = (field: keyof T & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: errorsOf(next)[field] }));
  };

  const blurField = (field: keyof T & string) => setErrors((current) => ({ ...current, [field]: errorsOf(values)[field] }));

  /** Checks every field; returns the parsed (trimmed) input, or null after showing the errors. */
  const validate = (): Out | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error) as FormErrors<T>);
    return null;
  };

  const reset = (to: T = initial) => {
    setValues(to);
    setErrors({});
  };

  return { values, errors, setField, blurField, validate, reset, setValues };
}
