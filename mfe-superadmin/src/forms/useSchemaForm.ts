import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors, issueMessages } from '@rollcall/contracts';

type ParseError = Parameters<typeof fieldErrors>[0];
/** The part of a zod schema the form needs. */
interface Schema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: ParseError };
}
export type FormErrors<T> = Partial<Record<keyof T & string, string>>;

export interface SchemaFormOptions {
  /** Shown when the server's answer carries no message of its own (SPEC §8); without it, the error itself. */
  fallback?: string;
  /**
   * How a submit with invalid input is told: 'banner' (default) raises the 'Please fix the validation
   * errors…' banner over the per-field errors; 'message' shows the first problem as the form's failure
   * (a form whose one field shows no error of its own).
   */
  invalidInput?: 'banner' | 'message';
}

/** Values the form opens with instead of the initial ones; resetting still goes back to the initial values. */
export type Prefill<T> = Partial<T>;

/**
 * Form state checked with a contracts schema (SPEC §5): a field is checked when it loses focus, every
 * field on submit, and a field already showing an error is re-checked as the user edits it. Submitting
 * sends the parsed (trimmed) input while the form is busy and keeps the failure message to show.
 */
export function useSchemaForm<T extends Record<string, string>, Out>(
  schema: Schema<Out>,
  initial: T,
  options: SchemaFormOptions = {},
  prefill: Prefill<T> = {},
) {
  const [values, setValues] = useState<T>(() => ({ ...initial, ...prefill }));
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  /** An event handler that checks every field, then sends the parsed input; a failed send shows its message. */
  const submit = (send: (input: Out) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error) as FormErrors<T>);
      if (options.invalidInput === 'message') setFailure(issueMessages(result.error)[0] ?? options.fallback ?? null);
      else setInvalid(true);
      return;
    }
    setErrors({});
    setInvalid(false);
    setBusy(true);
    try {
      await send(result.data);
    } catch (error) {
      setFailure(errorMessage(error, options.fallback ?? String(error)));
    } finally {
      setBusy(false);
    }
  };

  /** Back to the initial values, without errors, banner or failure. */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setInvalid(false);
    setFailure(null);
  };

  return { values, errors, setField, blurField, submit, reset, busy, invalid, failure, dismissFailure: () => setFailure(null) };
}
