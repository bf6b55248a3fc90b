import useSWR from 'swr';
import { endpoints } from '@rollcall/contracts/endpoints';
import { keyOf } from './calls';
import { api } from './client';

/**
 * Whether this deployment offers Google sign-in: undefined until the gateway has said, false when asking failed (a
 * button that cannot work is worse than none). It changes only when the gateway restarts, so it is asked once.
 */
export function useGoogleSignIn(): boolean | undefined {
  const { data, error } = useSWR(keyOf(endpoints.signInOptions), () => api.call(endpoints.signInOptions), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  if (data) return data.google;
  return error ? false : undefined;
}
