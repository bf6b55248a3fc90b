import { useState } from 'react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api, endpoints } from '@rollcall/api-client';
import { defaultLoginRole, errorMessage, forgotPasswordSchema, passwordResetMessages } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { AuthForm } from '../common/AuthForm';
import { AuthLayout } from '../common/AuthLayout';
import { RoleSelect } from '../common/RoleSelect';
import layout from '../common/AuthLayout.module.css';
import { useAuthTexts } from '../texts/texts';

/**
 * /forgot-password: a role and an email ask for a reset link. The confirmation is the contracts' own text, the same
 * whether or not the account exists.
 */
export default function ForgotPasswordPage() {
  const t = useAuthTexts();
  const contractText = useContractText();
  const form = useSchemaForm(
    forgotPasswordSchema,
    { role: defaultLoginRole as string, email: '' },
    {
      check: 'submit',
      failureText: (failure) => errorMessage(failure, t('reset.sendFallback')),
      showText: contractText,
    },
  );
  const [sent, setSent] = useState(false);

  const submit = form.submit(async (input) => {
    await api.call(endpoints.forgotPassword, { body: input });
    setSent(true);
  });

  const back = (
    <Link to="/login" className={layout.link}>
      {t('reset.backToSignIn')}
    </Link>
  );

  if (sent) {
    return (
      <AuthLayout title={t('reset.checkMail')} subtitle={form.values.email} footer={back}>
        <Notice type="success">{contractText(passwordResetMessages.linkSent)}</Notice>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.forgotTitle')} subtitle={t('reset.forgotSubtitle')} footer={back}>
      <AuthForm onSubmit={submit} form={form}>
        <RoleSelect id="forgot-role" value={form.values.role} onChange={(role) => form.setField('role', role)} />
        <TextInput label={t('login.email')} type="email" autoComplete="username" {...form.field('email')} required />
        <Button type="submit" className={layout.full} busy={form.busy} busyLabel={t('reset.sending')} icon={<Mail size={18} />}>
          {t('reset.send')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
