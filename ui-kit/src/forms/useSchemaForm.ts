import { useId, useRef, useState, type FormEvent } from 'react';
import { firstMessagePerField, topLevelField, type FieldOf, type FormSchema } from './schema';

export type FormValues = Record<string, string>;
export type FormErrors<T extends FormValues> = Partial<Record<keyof T & string, string>>;

export interface SchemaFormOptions<T extends FormValues> {
  /**
   * When errors show. 'blur' (default): a field is checked when it loses focus, and a field showing an error
   * is re-checked as it is edited. 'submit': errors show on submit only, and a field's error goes as soon as
   * the field is edited.
   */
  check?: 'blur' | 'submit';
  /** What the schema parses, made from the typed text (a number from its digits, blank optional fields left out). */
  toInput?: (values: T) => unknown;
  /** Rules across fields that the schema does not hold (a confirmation that must match), added to its errors. */
  crossCheck?: (values: T, errors: FormErrors<T>) => FormErrors<T>;
  /** A submit with invalid input moves focus to the first field in error, in the order of `initial`. */
  focusFirstError?: boolean;
  /** A submit with invalid input shows its first problem as the form's failure (for a field that shows no error of its own). */
  firstErrorAsFailure?: boolean;
  /** The text of a failed send, read from what it threw (the gateway's error shape is the caller's to know). */
  failureText: (error: unknown) => string;
  /** Values the form opens with instead of `initial`; reset still goes back to `initial`. */
  prefill?: Partial<T>;
  /**
   * Which field an issue is about, from its path: the top-level key by default. `wholePath` suits a form with a
   * repeated group, whose entries' fields are named by their path ('guardians.1.email') and rebuilt by `toInput`.
   */
  fieldOf?: FieldOf;
  /**
   * How a text of the form (a field's error, the failure) is shown: the schema and the gateway speak English, a page
   * in another language passes its translation (`useContractText()` of @rollcall/i18n/contract-texts). Applied as the form renders,
   * so a change of language shows at once.
   */
  showText?: (text: string) => string;
}

/** What a TextInput needs to show one field of the form. */
export interface FieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const asWritten = (text: string) => text;

/**
 * A form's text fields checked with a contracts schema. Submitting checks every field, then sends the parsed
 * input (trimmed, normalised) while the form is busy; a failed send keeps its text in `failure`. `invalid`
 * says the last submit was stopped by invalid input, for the page's validation banner.
 */
export function useSchemaForm<T extends FormValues, Output>(
  schema: FormSchema<Output>,
  initial: T,
  options: SchemaFormOptions<T>,
) {
  const {
    check = 'blur',
    toInput,
    crossCheck,
    focusFirstError = false,
    firstErrorAsFailure = false,
    failureText,
    fieldOf = topLevelField,
    showText = asWritten,
  } = options;
  const formId = useId();
  const [values, setValues] = useState<T>(() => ({ ...initial, ...options.prefill }));
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const parse = (candidate: T) => {
    const result = schema.safeParse(toInput ? toInput(candidate) : candidate);
    const found = (result.success ? {} : firstMessagePerField(result.error.issues, fieldOf)) as FormErrors<T>;
    const all: FormErrors<T> = crossCheck ? crossCheck(candidate, found) : found;
    const firstProblem: string | undefined = result.success
      ? Object.values<string | undefined>(all)[0]
      : result.error.issues[0]?.message;
    return { result, errors: all, firstProblem };
  };

  const fieldId = (field: keyof T & string) => `${formId}-${field}`;

  const setField = (field: keyof T & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (check === 'submit') setErrors((current) => ({ ...current, [field]: undefined }));
    else if (errors[field]) setErrors((current) => ({ ...current, [field]: parse(next).errors[field] }));
  };

  /**
   * Changes several fields at once: an entry of a repeated group added or removed. With check 'blur' the fields
   * showing an error are checked again; with 'submit' the errors of changed fields go.
   */
  const changeValues = (change: (current: T) => T) => {
    const next = change(values);
    setValues(next);
    const shown = Object.keys(errors).filter((name) => errors[name as keyof T & string]) as (keyof T & string)[];
    const rechecked: FormErrors<T> = check === 'blur' ? parse(next).errors : {};
    setErrors(
      Object.fromEntries(
        shown.map((name) => [name, check === 'blur' ? rechecked[name] : next[name] === values[name] ? errors[name] : undefined]),
      ) as FormErrors<T>,
    );
  };

  const blurField = (field: keyof T & string) => {
    if (check === 'blur') setErrors((current) => ({ ...current, [field]: parse(values).errors[field] }));
  };

  const shownError = (text: string | undefined) => (text === undefined ? undefined : showText(text));
  const field = (name: keyof T & string): FieldProps => ({
    id: fieldId(name),
    value: values[name] ?? '',
    error: shownError(errors[name]),
    onChange: (value) => setField(name, value),
    onBlur: () => blurField(name),
  });

  /** An event handler that checks every field, then sends the parsed input; a failed send shows its text. */
  const submit = (send: (input: Output) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const { result, errors: found, firstProblem } = parse(values);
    if (!result.success || Object.keys(found).length > 0) {
      setErrors(found);
      setInvalid(true);
      if (firstErrorAsFailure) setFailure(firstProblem ?? null);
      const first = focusFirstError ? Object.keys(initial).find((name) => found[name as keyof T & string]) : undefined;
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setInvalid(false);
    sending.current = true;
    setBusy(true);
    try {
      await send(result.data);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      sending.current = false;
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

  return {
    values,
    errors,
    busy,
    invalid,
    failure: failure === null ? null : showText(failure),
    field,
    setField,
    changeValues,
    submit,
    reset,
    /** Shows a failure that did not come from a send (a reason carried by the address). */
    showFailure: setFailure,
    dismissFailure: () => setFailure(null),
  };
}
