import type { FormEvent, ReactNode } from 'react';
import { FormNotices, type FormStatus } from '@rollcall/ui-kit/forms';
import layout from './AuthLayout.module.css';

interface Props {
  onSubmit: (event: FormEvent) => void;
  /** The form's state (useSchemaForm): its failure is shown above the fields and can be dismissed. */
  form: FormStatus;
  children: ReactNode;
}

/** The form of both sign-in screens: validated by the contracts' schemas (not the browser), a failure notice on top. */
export function AuthForm({ onSubmit, form, children }: Props) {
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <FormNotices form={form} dismissible />
      {children}
    </form>
  );
}
