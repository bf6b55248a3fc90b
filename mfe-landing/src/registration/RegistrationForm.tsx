import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import { ENQUIRY_MESSAGE_MAX, errorMessage, registrationEnquirySchema } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { TextInput, FormNotices, useSchemaForm } from '@rollcall/ui-kit/forms';
import { emptyRegistration, toEnquiry } from './registrationValues';
import styles from './RegistrationForm.module.css';

export const REGISTRATION_THANKS =
  'Thank you! Our team will call you within one working day to verify your institute and activate access.';
const FALLBACK_ERROR = 'Something went wrong';

/** The first onboarding step: the institute asks to sign up and a representative calls back. */
export default function RegistrationForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const form = useSchemaForm(registrationEnquirySchema, emptyRegistration, {
    toInput: toEnquiry,
    focusFirstError: true,
    failureText: (error) => errorMessage(error, FALLBACK_ERROR),
  });
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <div className={styles.thanks} role="status">
        <CheckCircle2 size={40} aria-hidden="true" />
        <p>{REGISTRATION_THANKS}</p>
      </div>
    );
  }

  const submit = form.submit(async (enquiry) => {
    await api.call(endpoints.submitEnquiry, { body: enquiry });
    setSent(true);
  });
  const { field } = form;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Register your institute">
      <FormNotices form={form} />
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
      <Button type="submit" size="lg" busy={form.busy} busyLabel="Sending...">
        Register your Institute
      </Button>
    </form>
  );
}
