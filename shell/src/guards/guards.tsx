import type { ReactNode } from 'react';
import { messages } from '@rollcall/contracts';
import { isRoleAccess, type PublicAccess, type RoleAccess, type RoleGuardKind } from '@rollcall/contracts/areas';
import { Spinner } from '@rollcall/ui-kit';
import { RequireRole } from './RequireRole';
import styles from './guards.module.css';

const UNAUTHORISED_LOGIN = `/login?error_message=${encodeURIComponent(messages.unauthorisedAccess)}`;

const checkingSession = (
  <div className={styles.centre}>
    <Spinner size="lg" label="Checking your session" />
  </div>
);

/** What each kind of role guard shows while the session is checked, and where it sends anyone else. */
const roleGuards: Record<RoleGuardKind, { loading: ReactNode; deniedTo: string }> = {
  role: { loading: checkingSession, deniedTo: '/login' },
  'role-with-notice': { loading: <p className={styles.centre}>Loading...</p>, deniedTo: UNAUTHORISED_LOGIN },
};

/**
 * The shell's guard of a route, as the table of areas names it. Only a courtesy to the visitor: the
 * gateway refuses every call of another role whatever the browser shows.
 */
export function AreaGuard({ access, children }: { access: PublicAccess | RoleAccess; children: ReactNode }) {
  if (!isRoleAccess(access)) return <>{children}</>;
  const { loading, deniedTo } = roleGuards[access.guard];
  return (
    <RequireRole role={access.role} deniedTo={deniedTo} loading={loading}>
      {children}
    </RequireRole>
  );
}
