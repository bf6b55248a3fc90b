import type { ReactNode } from 'react';
import { messages } from '@rollcall/contracts';
import { Spinner } from '@rollcall/ui-kit';
import { RequireRole } from './RequireRole';
import styles from './guards.module.css';

const UNAUTHORISED_LOGIN = `/login?error_message=${encodeURIComponent(messages.unauthorisedAccess)}`;

const checkingSession = (
  <div className={styles.centre}>
    <Spinner size="lg" label="Checking your session" />
  </div>
);

/** /superadmin: a spinner while the session is checked, else /login (SPEC §4). */
export function SuperadminGuard({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="superadmin" deniedTo="/login" loading={checkingSession}>
      {children}
    </RequireRole>
  );
}

/** /admin: 'Loading...' while the session is checked, else /login with 'Unauthorised Access' (SPEC §4). */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="admin" deniedTo={UNAUTHORISED_LOGIN} loading={<p className={styles.centre}>Loading...</p>}>
      {children}
    </RequireRole>
  );
}

/** /teacher and /student: the guards are not in the spec; a wrong or missing session goes to /login. */
export function RoleGuard({ role, children }: { role: 'teacher' | 'student'; children: ReactNode }) {
  return (
    <RequireRole role={role} deniedTo="/login" loading={checkingSession}>
      {children}
    </RequireRole>
  );
}
