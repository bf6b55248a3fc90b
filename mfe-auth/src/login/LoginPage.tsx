import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, apiBase, useVerifyUser, VERIFY_USER_KEY } from '@rollcall/api-client';
import { errorMessage, isRole, messages, roleOptions, type VerifyUserResponse } from '@rollcall/contracts';
import { Button, Select, TextInput } from '@rollcall/ui-kit';
import { AuthForm } from '../common/AuthForm';
import { AuthLayout } from '../common/AuthLayout';
import { destinationFor, isSession } from '../common/destination';
import { leavePage } from '../common/leavePage';
import layout from '../common/AuthLayout.module.css';
import { GoogleMark } from './GoogleMark';
import { useLoginForm } from './useLoginForm';

const selectOptions = roleOptions.map(({ value, label }) => ({ value, label }));

/** /login (SPEC §2, §4, §5, §8). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { mutate } = useSWRConfig();
  const session = useVerifyUser();
  const form = useLoginForm();
  const [notice, setNotice] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const leaving = useRef(false);

  // A redirect that carries error_message: show its (decoded) text, then clean the address to /login.
  const redirectError = searchParams.get('error_message');
  useEffect(() => {
    if (redirectError === null) return;
    setNotice(redirectError);
    navigate('/login', { replace: true });
  }, [redirectError, navigate]);

  // Already signed in: straight to the role's home, unless a guard just sent the user here with a reason
  // (a super admin who opened /admin must read 'Unauthorised Access', not bounce back at once).
  const arrivedWithError = useRef(redirectError !== null);
  useEffect(() => {
    if (!leaving.current && !arrivedWithError.current && session.data && isSession(session.data)) {
      leaving.current = true;
      navigate(destinationFor(session.data.role, session.data.user), { replace: true });
    }
  }, [session.data, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const payload = form.validate();
    if (!payload) return;
    setSigningIn(true);
    try {
      const answer = await api.post<VerifyUserResponse>('/auth/login', payload);
      leaving.current = true;
      // The login answer is the session check's answer: cache it so the next guard does not ask again.
      if (isSession(answer)) await mutate(VERIFY_USER_KEY, answer, { revalidate: false });
      else await mutate(VERIFY_USER_KEY);
      navigate(destinationFor(payload.role, isSession(answer) ? answer.user : null));
    } catch (failure) {
      setNotice(errorMessage(failure, messages.loginFallback));
      setSigningIn(false);
    }
  }

  function signInWithGoogle() {
    setConnecting(true);
    leavePage(`${apiBase()}/auth/google?role=${encodeURIComponent(form.role)}`);
  }

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back! Please sign in to continue."
      footer={<p>Need an account? Contact Administrator</p>}
    >
      <AuthForm onSubmit={submit} notice={notice} onDismissNotice={() => setNotice(null)}>
        <Select
          id="login-role"
          label="Role"
          options={selectOptions}
          value={form.role}
          onChange={(value) => {
            if (isRole(value)) form.setRole(value);
          }}
        />
        <TextInput label="Email" type="email" autoComplete="username" {...form.bind('email')} required />
        <TextInput label="Password" type="password" autoComplete="current-password" {...form.bind('password')} required />
        <Button
          type="submit"
          className={layout.full}
          busy={signingIn}
          busyLabel="Signing in..."
          disabled={connecting}
          icon={<LogIn size={18} />}
        >
          Sign In
        </Button>
      </AuthForm>
      <p className={layout.divider}>or</p>
      <Button
        variant="secondary"
        className={layout.full}
        busy={connecting}
        busyLabel="Connecting..."
        disabled={signingIn}
        icon={<GoogleMark />}
        onClick={signInWithGoogle}
      >
        Sign in with Google
      </Button>
    </AuthLayout>
  );
}
