import useSWR, { useSWRConfig } from 'swr';
import type { VerifyUserResponse } from '@rollcall/contracts';
import { api } from './client';

export const VERIFY_USER_KEY = '/auth/verify-user';

/** The session check is cached and never retried: a failure means signed out, not try again. */
export function useVerifyUser() {
  return useSWR<VerifyUserResponse>(VERIFY_USER_KEY, (path: string) => api.get<VerifyUserResponse>(path), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** Logout: end the session on the server, then drop every cached answer. */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await api.post('/auth/logout');
    } finally {
      await mutate(() => true, undefined, { revalidate: false });
    }
  };
}

/** Logout, then leave (e.g. for the sign-in screen) whether or not the server answered. */
export function useSignOut(leave: () => void) {
  const logout = useLogout();
  return async () => {
    try {
      await logout();
    } finally {
      leave();
    }
  };
}
