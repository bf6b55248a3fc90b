import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useVerifyUser } from '@rollcall/api-client';
import type { Role } from '@rollcall/contracts';

const CHANGE_PASSWORD_PATH = '/change-password';

interface Props {
  role: Role;
  /** What shows while the session check runs. */
  loading: ReactNode;
  /** Where a visitor without a session of this role goes. */
  deniedTo: string;
  children: ReactNode;
}

/**
 * An area for one role: waits for the session check, sends anyone else away, and sends a user who still
 * has a temporary password to the change-password screen before any area.
 */
export function RequireRole({ role, loading, deniedTo, children }: Props) {
  const { data, error, isLoading } = useVerifyUser();
  if (isLoading || (!data && !error)) return <>{loading}</>;
  if (!data?.success || data.role !== role) return <Navigate to={deniedTo} replace />;
  if (data.user?.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  return <>{children}</>;
}
