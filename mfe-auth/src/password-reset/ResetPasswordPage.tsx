import { KeyRound } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, passwordResetMessages, resetPasswordSchema } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useSchemaForm, type FormErrors } from '@rollcall/ui-kit/forms';
import { PASSWORDS_DIFFER } from '../change-password/ChangePasswordPage';
import { AuthForm } from '../common/AuthForm';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { AuthLayout } from '../common/AuthLayout';
import layout from '../common/AuthLayout.module.css';
import { resetTexts } from './texts';

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
  const form = useSchemaForm(resetPasswordSchema, emptyPasswords, {
    check: 'submit',
    toInput: ({ password }) => ({ token, password }),
    crossCheck: confirmationMatches,
    failureText: (failure) => errorMessage(failure, resetTexts.resetFallback),
  });

  const askAgain = (
    <Link to="/forgot-password" className={layout.link}>
      {resetTexts.askAgain}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={resetTexts.resetTitle} subtitle={resetTexts.resetSubtitle} footer={askAgain}>
        <Notice type="error">{passwordResetMessages.tokenRequired}</Notice>
      </AuthLayout>
    );
  }

  const submit = form.submit(async (input) => {
    await api.call(endpoints.resetPassword, { body: input });
    navigate('/login', { replace: true, state: { notice: resetTexts.passwordSet } });
  });

  return (
    <AuthLayout title={resetTexts.resetTitle} subtitle={resetTexts.resetSubtitle} footer={askAgain}>
      <AuthForm onSubmit={submit} form={form}>
        <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmPassword')} />
        <Button
          type="submit"
          className={layout.full}
          busy={form.busy}
          busyLabel={resetTexts.saving}
          icon={<KeyRound size={18} />}
        >
          {resetTexts.save}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
