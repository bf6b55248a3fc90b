import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Language, VerifyUserResponse } from '@rollcall/contracts';
import { endpoints } from '@rollcall/contracts/endpoints';
import { keyOf } from './calls';
import { api } from './client';

export const VERIFY_USER_KEY = keyOf(endpoints.verifyUser);

/** The session check is cached and never retried: a failure means signed out, not try again. */
export function useVerifyUser() {
  return useSWR(VERIFY_USER_KEY, () => api.call(endpoints.verifyUser), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** Logout: end the session on the server, then drop every cached answer. */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await api.call(endpoints.logout);
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

/**
 * Saves the signed-in user's language (PATCH /auth/preferences) and updates the cached session with it, so what
 * reads the session's language agrees at once.
 */
export function useSaveLanguage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (language: Language) => {
      const saved = await api.call(endpoints.savePreferences, { body: { language } });
      await mutate<VerifyUserResponse>(
        VERIFY_USER_KEY,
        (session) => (session ? { ...session, user: { ...session.user, language: saved.language } } : session),
        { revalidate: false },
      );
    },
    [mutate],
  );
}
