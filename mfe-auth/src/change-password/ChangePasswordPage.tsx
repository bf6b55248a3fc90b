import { useState } from 'react';
import { KeyRound, LogOut } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, endpoints, useLogout, useVerifyUser, VERIFY_USER_KEY } from '@rollcall/api-client';
import { changePasswordSchema, errorMessage, type VerifyUserResponse } from '@rollcall/contracts';
import { Button, Spinner } from '@rollcall/ui-kit';
import { TextInput, useSchemaForm, type FormErrors } from '@rollcall/ui-kit/forms';
import { AuthForm } from '../common/AuthForm';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { AuthLayout } from '../common/AuthLayout';
import layout from '../common/AuthLayout.module.css';
import { destinationFor, isSession } from '../common/destination';
import { authTexts, useAuthTexts } from '../texts/texts';
import { PASSWORDS_DIFFER, useFormText } from '../common/useFormText';

export { PASSWORD_RULE } from '../common/NewPasswordFields';
export { PASSWORDS_DIFFER };
export const CHANGE_PASSWORD_FALLBACK = authTexts.english('change.fallback');

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Passwords = typeof emptyPasswords;

/** The confirmation must repeat the new password; said only once the new password itself is acceptable. */
function confirmationMatches(values: Passwords, errors: FormErrors<Passwords>): FormErrors<Passwords> {
  if (errors.newPassword || values.confirmPassword === values.newPassword) return errors;
  return { ...errors, confirmPassword: PASSWORDS_DIFFER };
}

/** /change-password: a user with a temporary password must pass here before any area. */
export default function ChangePasswordPage() {
  const session = useVerifyUser();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  const navigate = useNavigate();
  const t = useAuthTexts();
  const showText = useFormText();
  const form = useSchemaForm(changePasswordSchema, emptyPasswords, {
    check: 'submit',
    toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    crossCheck: confirmationMatches,
    failureText: (failure) => errorMessage(failure, t('change.fallback')),
    showText,
  });
  const [leaving, setLeaving] = useState(false);

  if (session.isLoading) {
    return (
      <AuthLayout title={t('change.title')} subtitle={t('change.checking')}>
        <Spinner size="lg" label={t('change.checkingLabel')} />
      </AuthLayout>
    );
  }
  if (!isSession(session.data)) return <Navigate to="/login" replace />;
  const { role, user } = session.data;

  const submit = form.submit(async (input) => {
    await api.call(endpoints.changePassword, { body: input });
    // The session no longer carries the temporary-password mark: ask again before leaving.
    const fresh = await mutate<VerifyUserResponse>(VERIFY_USER_KEY);
    navigate(destinationFor(fresh?.role ?? role, fresh?.user ?? null), { replace: true });
  });

  async function signOut() {
    setLeaving(true);
    try {
      await logout();
    } finally {
      navigate('/login', { replace: true });
    }
  }

  return (
    <AuthLayout
      title={t('change.title')}
      subtitle={
        user.mustChangePassword
          ? t('change.welcomeTemporary', { name: user.name })
          : t('change.signedInAs', { email: user.email })
      }
      signedIn
      footer={
        <Button variant="ghost" busy={leaving} busyLabel={t('change.loggingOut')} icon={<LogOut size={16} />} onClick={signOut}>
          {t('change.logout')}
        </Button>
      }
    >
      <AuthForm onSubmit={submit} form={form}>
        <TextInput
          label={t('change.current')}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          required
        />
        <NewPasswordFields password={form.field('newPassword')} confirmation={form.field('confirmPassword')} />
        <Button
          type="submit"
          className={layout.full}
          busy={form.busy}
          busyLabel={t('change.submitting')}
          icon={<KeyRound size={18} />}
        >
          {t('change.submit')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
