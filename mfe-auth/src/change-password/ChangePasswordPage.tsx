import { useState, type FormEvent } from 'react';
import { KeyRound, LogOut } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, useLogout, useVerifyUser, VERIFY_USER_KEY } from '@rollcall/api-client';
import { changePasswordSchema, errorMessage, fieldErrors, type VerifyUserResponse } from '@rollcall/contracts';
import { Button, Spinner, TextInput } from '@rollcall/ui-kit';
import { AuthForm } from '../common/AuthForm';
import { AuthLayout } from '../common/AuthLayout';
import layout from '../common/AuthLayout.module.css';
import { destinationFor, isSession } from '../common/destination';
import { useFields } from '../common/useFields';

export const PASSWORD_RULE = 'At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol.';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const CHANGE_PASSWORD_FALLBACK = 'Failed to change password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** /change-password: a user with a temporary password must pass here before any area. */
export default function ChangePasswordPage() {
  const session = useVerifyUser();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  const navigate = useNavigate();
  const { values, setErrors, bind } = useFields<Field>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (session.isLoading) {
    return (
      <AuthLayout title="Change your password" subtitle="Checking your session...">
        <Spinner size="lg" label="Checking your session" />
      </AuthLayout>
    );
  }
  if (!isSession(session.data)) return <Navigate to="/login" replace />;
  const { role, user } = session.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = changePasswordSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = PASSWORDS_DIFFER;
    if (!parsed.success || Object.keys(found).length > 0) return setErrors(found);
    setSaving(true);
    try {
      await api.post('/auth/change-password', parsed.data);
      // The session no longer carries the temporary-password mark: ask again before leaving.
      const fresh = await mutate<VerifyUserResponse>(VERIFY_USER_KEY);
      navigate(destinationFor(fresh?.role ?? role, fresh?.user ?? null), { replace: true });
    } catch (failure) {
      setNotice(errorMessage(failure, CHANGE_PASSWORD_FALLBACK));
      setSaving(false);
    }
  }

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
      title="Change your password"
      subtitle={
        user.mustChangePassword
          ? `Welcome, ${user.name}. You signed in with a temporary password: choose your own to continue.`
          : `Signed in as ${user.email}.`
      }
      footer={
        <Button variant="ghost" busy={leaving} busyLabel="Logging out..." icon={<LogOut size={16} />} onClick={signOut}>
          Logout
        </Button>
      }
    >
      <AuthForm onSubmit={submit} notice={notice} onDismissNotice={() => setNotice(null)}>
        <TextInput
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...bind('currentPassword')}
          required
        />
        <TextInput
          label="New password"
          type="password"
          autoComplete="new-password"
          {...bind('newPassword')}
          helperText={PASSWORD_RULE}
          required
        />
        <TextInput
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
          required
        />
        <Button
          type="submit"
          className={layout.full}
          busy={saving}
          busyLabel="Changing password..."
          icon={<KeyRound size={18} />}
        >
          Change Password
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
