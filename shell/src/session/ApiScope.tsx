import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { configureApiBase, fetcher } from '@rollcall/api-client';
import { settings } from '../boot/settings';

/**
 * Everything that talks to the gateway renders inside this scope. It lives in a lazily loaded chunk so the
 * landing page downloads neither the API client nor swr nor the contracts; the swr cache itself is the
 * shared singleton's global one, so every area sees the same session.
 */
export function ApiScope({ children }: { children: ReactNode }) {
  configureApiBase(settings().apiBase);
  return <SWRConfig value={{ fetcher }}>{children}</SWRConfig>;
}
