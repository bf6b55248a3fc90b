import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { api } from '@rollcall/api-client';
import { ENQUIRY_MESSAGE_MAX, errorMessage, fieldErrors, registrationEnquirySchema } from '@rollcall/contracts';
import { Button, Notice, TextInput } from '@rollcall/ui-kit';
import { emptyRegistration, toEnquiry, type RegistrationField, type RegistrationValues } from './registrationValues';
import styles from './RegistrationForm.module.css';

export const REGISTRATION_THANKS =
  'Thank you! Our team will call you within one working day to verify your institute and activate access.';
const FALLBACK_ERROR = 'Something went wrong';

type Errors = Partial<Record<RegistrationField, string>>;

const fieldOrder: RegistrationField[] = ['instituteName', 'contactName', 'email', 'phoneNumber', 'students', 'message'];
const fieldId = (field: RegistrationField) => `rc-registration-${field}`;

const check = (values: RegistrationValues) => registrationEnquirySchema.safeParse(toEnquiry(values));

function validate(values: RegistrationValues): Errors {
  const result = check(values);
  return result.success ? {} : (fieldErrors(result.error) as Errors);
}

/** The first onboarding step: the institute asks to sign up and a representative calls back. */
export default function RegistrationForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <div className={styles.thanks} role="status">
        <CheckCircle2 size={40} aria-hidden="true" />
        <p>{REGISTRATION_THANKS}</p>
      </div>
    );
  }

  const checkField = (field: RegistrationField, next: RegistrationValues) =>
    setErrors((current) => ({ ...current, [field]: validate(next)[field] }));

  const change = (field: RegistrationField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked wrong is re-checked as the visitor fixes it.
    if (errors[field]) checkField(field, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = check(values);
    if (!result.success) {
      const found = fieldErrors(result.error) as Errors;
      setErrors(found);
      const firstInvalid = fieldOrder.find((field) => found[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.post('/enquiries', result.data);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, FALLBACK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegistrationField) => ({
    id: fieldId(name),
    value: values[name],
    onChange: change(name),
    onBlur: () => checkField(name, values),
    error: errors[name],
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Register your institute">
      {failure ? <Notice type="error">{failure}</Notice> : null}
      <div className={styles.fields}>
        <TextInput
          label="Institute name"
          required
          autoComplete="organization"
          autoFocus={autoFocus}
          {...field('instituteName')}
        />
        <TextInput label="Your name" required autoComplete="name" {...field('contactName')} />
        <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
        <TextInput label="Phone number" type="tel" required autoComplete="tel" {...field('phoneNumber')} />
        <TextInput
          label="Number of students"
          inputMode="numeric"
          helperText="Optional: billing is annual, by the number of students"
          {...field('students')}
        />
      </div>
      <TextInput
        label="Message"
        rows={4}
        maxLength={ENQUIRY_MESSAGE_MAX}
        showCounter
        helperText="Optional"
        {...field('message')}
      />
      <Button type="submit" size="lg" busy={busy} busyLabel="Sending...">
        Register your Institute
      </Button>
    </form>
  );
}
