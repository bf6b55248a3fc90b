import { useState } from 'react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api, endpoints } from '@rollcall/api-client';
import { defaultLoginRole, errorMessage, forgotPasswordSchema, passwordResetMessages } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { AuthForm } from '../common/AuthForm';
import { AuthLayout } from '../common/AuthLayout';
import { RoleSelect } from '../common/RoleSelect';
import layout from '../common/AuthLayout.module.css';
import { resetTexts } from './texts';

/**
 * /forgot-password: a role and an email ask for a reset link. The confirmation is the contracts' own text, the same
 * whether or not the account exists.
 */
export default function ForgotPasswordPage() {
  const form = useSchemaForm(
    forgotPasswordSchema,
    { role: defaultLoginRole as string, email: '' },
    {
      check: 'submit',
      failureText: (failure) => errorMessage(failure, resetTexts.sendFallback),
    },
  );
  const [sent, setSent] = useState(false);

  const submit = form.submit(async (input) => {
    await api.call(endpoints.forgotPassword, { body: input });
    setSent(true);
  });

  const back = (
    <Link to="/login" className={layout.link}>
      {resetTexts.backToSignIn}
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout title={resetTexts.checkMail} subtitle={form.values.email} footer={back}>
        <Notice type="success">{passwordResetMessages.linkSent}</Notice>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={resetTexts.forgotTitle} subtitle={resetTexts.forgotSubtitle} footer={back}>
      <AuthForm onSubmit={submit} form={form}>
        <RoleSelect id="forgot-role" value={form.values.role} onChange={(role) => form.setField('role', role)} />
        <TextInput label="Email" type="email" autoComplete="username" {...form.field('email')} required />
        <Button type="submit" className={layout.full} busy={form.busy} busyLabel={resetTexts.sending} icon={<Mail size={18} />}>
          {resetTexts.send}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
