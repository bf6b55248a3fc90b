import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetcher } from '@rollcall/api-client';

/**
 * Everything that talks to the gateway renders inside this scope. It lives in a lazily loaded chunk so the
 * landing page downloads neither the API client nor swr nor the contracts; the swr cache itself is the
 * shared singleton's global one, so every area sees the same session.
 */
export function ApiScope({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ fetcher }}>{children}</SWRConfig>;
}
