import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { fetcher, useLogout, useVerifyUser } from '@rollcall/api-client';
import { roleLabel, type Institute, type Role } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import styles from './SignedInPage.module.css';

/**
 * The home of an area whose remote is not built yet: who is signed in, for which institute, and a way out.
 * The institute's name comes from GET /{role}/institute when the gateway offers it; without it the line is
 * left out rather than guessed.
 */
export function SignedInPage({ role }: { role: Role }) {
  const { data } = useVerifyUser();
  const institute = useSWR<{ institute: Institute }>(data?.user?.instituteId ? `/${role}/institute` : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const user = data?.user;

  async function signOut() {
    setBusy(true);
    try {
      await logout();
    } finally {
      navigate('/login', { replace: true });
    }
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="signed-in-title">
        <p className={styles.eyebrow}>RollCall · {roleLabel(role)}</p>
        <h1 id="signed-in-title" className={styles.title}>
          Welcome, {user?.name}
        </h1>
        <dl className={styles.facts}>
          <dt>Signed in as</dt>
          <dd>{user?.email}</dd>
          <dt>Role</dt>
          <dd>{roleLabel(role)}</dd>
          {institute.data?.institute ? (
            <>
              <dt>Institute</dt>
              <dd>{institute.data.institute.name}</dd>
            </>
          ) : null}
        </dl>
        <p className={styles.text}>
          Your attendance screens arrive with the attendance release. Until then there is nothing to do here.
        </p>
        <Button
          variant="secondary"
          busy={busy}
          busyLabel="Logging out..."
          icon={<LogOut aria-hidden="true" size={16} />}
          onClick={signOut}
        >
          Logout
        </Button>
      </section>
    </main>
  );
}
