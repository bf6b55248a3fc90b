import { useEffect, useRef, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, apiBase, endpoints, keyOf, useGoogleSignIn, useVerifyUser, VERIFY_USER_KEY } from '@rollcall/api-client';
import {
  defaultLoginRole,
  errorMessage,
  isRole,
  loginSchema,
  messages,
  type Role,
  type VerifyUserResponse,
} from '@rollcall/contracts';
import { chooseLanguage, currentLanguage, languageAtSignIn, languageWasChosen, signingInAway } from '@rollcall/i18n';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { Button, Notice } from '@rollcall/ui-kit';
import { TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { AuthForm } from '../common/AuthForm';
import { AuthLayout } from '../common/AuthLayout';
import { RoleSelect } from '../common/RoleSelect';
import { destinationFor, isSession } from '../common/destination';
import { leavePage } from '../common/leavePage';
import layout from '../common/AuthLayout.module.css';
import { useAuthTexts } from '../texts/texts';
import { GoogleMark } from './GoogleMark';

const emptyLogin = { role: defaultLoginRole as string, email: '', password: '' };

/** The role a redirect names (`?role=`, after a failed Google sign-in), to open the form on it. */
const roleFrom = (role: string | null) => (isRole(role) ? { role } : {});

/** The notice a page that sent the user here left in the router's state (a password just set). */
const noticeFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;

/**
 * The session after the language is settled at sign-in (see languageAtSignIn): the login page's language saved on the
 * user, or the user's own shown. A failed save leaves the user's own, which the area then shows.
 */
async function settleLanguage(session: VerifyUserResponse): Promise<VerifyUserResponse> {
  const outcome = languageAtSignIn(session.user.language, currentLanguage(), languageWasChosen());
  if ('show' in outcome) {
    chooseLanguage(outcome.show);
    return session;
  }
  try {
    const saved = await api.call(endpoints.savePreferences, { body: { language: outcome.save } });
    return { ...session, user: { ...session.user, language: saved.language } };
  } catch {
    return session;
  }
}

/**
 * /login: email and password, or Google where the gateway offers it, for the chosen role. Errors show on submit and go
 * as a field is edited.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = noticeFrom(useLocation().state);
  const { mutate } = useSWRConfig();
  const session = useVerifyUser();
  const google = useGoogleSignIn();
  const t = useAuthTexts();
  const form = useSchemaForm(loginSchema, emptyLogin, {
    prefill: roleFrom(searchParams.get('role')),
    check: 'submit',
    failureText: (failure) => errorMessage(failure, messages.loginFallback),
    showText: useContractText(),
  });
  const { showFailure } = form;
  const [connecting, setConnecting] = useState(false);
  const leaving = useRef(false);

  // A redirect that carries error_message: show its (decoded) text, then clean the address to /login.
  const redirectError = searchParams.get('error_message');
  useEffect(() => {
    if (redirectError === null) return;
    showFailure(redirectError);
    navigate('/login', { replace: true });
  }, [redirectError, navigate, showFailure]);

  // Already signed in: straight to the role's home, unless a guard just sent the user here with a reason
  // (a super admin who opened /admin must read 'Unauthorised Access', not bounce back at once).
  const arrivedWithError = useRef(redirectError !== null);
  useEffect(() => {
    if (!leaving.current && !arrivedWithError.current && session.data && isSession(session.data)) {
      leaving.current = true;
      navigate(destinationFor(session.data.role, session.data.user), { replace: true });
    }
  }, [session.data, navigate]);

  const submit = form.submit(async (payload) => {
    const answer = await api.call(endpoints.login, { body: payload });
    leaving.current = true;
    // The login answer is the session check's answer: cache it so the next guard does not ask again.
    if (isSession(answer)) await mutate(VERIFY_USER_KEY, await settleLanguage(answer), { revalidate: false });
    else await mutate(VERIFY_USER_KEY);
    navigate(destinationFor(payload.role, isSession(answer) ? answer.user : null));
  });

  function signInWithGoogle() {
    setConnecting(true);
    signingInAway();
    const role = form.values.role as Role;
    leavePage(apiBase() + keyOf(endpoints.googleSignIn, { query: { role } }));
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')} footer={<p>{t('login.footer')}</p>}>
      {notice ? <Notice type="success">{notice}</Notice> : null}
      <AuthForm onSubmit={submit} form={form}>
        <RoleSelect id="login-role" value={form.values.role} onChange={(role) => form.setField('role', role)} />
        <TextInput label={t('login.email')} type="email" autoComplete="username" {...form.field('email')} required />
        <TextInput
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <Button
          type="submit"
          className={layout.full}
          busy={form.busy}
          busyLabel={t('login.submitting')}
          disabled={connecting}
          icon={<LogIn size={18} />}
        >
          {t('login.submit')}
        </Button>
      </AuthForm>
      <p className={layout.aside}>
        <Link to="/forgot-password" className={layout.link}>
          {t('reset.forgotLink')}
        </Link>
      </p>
      {/* Appended below the form only once the gateway says Google is offered: the card grows downwards, nothing above moves. */}
      {google ? (
        <>
          <p className={layout.divider}>{t('login.or')}</p>
          <Button
            variant="secondary"
            className={layout.full}
            busy={connecting}
            busyLabel={t('login.connecting')}
            disabled={form.busy}
            icon={<GoogleMark />}
            onClick={signInWithGoogle}
          >
            {t('login.google')}
          </Button>
        </>
      ) : null}
    </AuthLayout>
  );
}
