import { KeyRound } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, passwordResetMessages, resetPasswordSchema } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useSchemaForm, type FormErrors } from '@rollcall/ui-kit/forms';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { PASSWORDS_DIFFER, useFormText } from '../common/useFormText';
import { useAuthTexts } from '../texts/texts';
import { AuthForm } from '../common/AuthForm';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { AuthLayout } from '../common/AuthLayout';
import layout from '../common/AuthLayout.module.css';

const emptyPasswords = { password: '', confirmPassword: '' };
type Passwords = typeof emptyPasswords;

/** The confirmation must repeat the new password; said only once the password itself is acceptable. */
function confirmationMatches(values: Passwords, errors: FormErrors<Passwords>): FormErrors<Passwords> {
  if (errors.password || values.confirmPassword === values.password) return errors;
  return { ...errors, confirmPassword: PASSWORDS_DIFFER };
}

/** /reset-password?token=…: the mailed link; a new password twice, then to the login page with a notice. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const t = useAuthTexts();
  const contractText = useContractText();
  const showText = useFormText();
  const form = useSchemaForm(resetPasswordSchema, emptyPasswords, {
    check: 'submit',
    toInput: ({ password }) => ({ token, password }),
    crossCheck: confirmationMatches,
    failureText: (failure) => errorMessage(failure, t('reset.resetFallback')),
    showText,
  });

  const askAgain = (
    <Link to="/forgot-password" className={layout.link}>
      {t('reset.askAgain')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={t('reset.resetTitle')} subtitle={t('reset.resetSubtitle')} footer={askAgain}>
        <Notice type="error">{contractText(passwordResetMessages.tokenRequired)}</Notice>
      </AuthLayout>
    );
  }

  const submit = form.submit(async (input) => {
    await api.call(endpoints.resetPassword, { body: input });
    navigate('/login', { replace: true, state: { notice: t('reset.passwordSet') } });
  });

  return (
    <AuthLayout title={t('reset.resetTitle')} subtitle={t('reset.resetSubtitle')} footer={askAgain}>
      <AuthForm onSubmit={submit} form={form}>
        <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmPassword')} />
        <Button
          type="submit"
          className={layout.full}
          busy={form.busy}
          busyLabel={t('reset.saving')}
          icon={<KeyRound size={18} />}
        >
          {t('reset.save')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
