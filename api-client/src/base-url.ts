import { API_BASE_META } from '@rollcall/federation';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_GATEWAY_PORT = 4000;

let configured: string | null = null;

/** Overrides everything else (tests, embedding); the shell publishes its address in a meta tag instead. */
export function configureApiBase(url: string | null): void {
  configured = url ? url.replace(/\/+$/, '') : null;
}

/**
 * The address the shell published from remotes.json; without one (a remote started standalone): a local
 * development address when the page is served from localhost, otherwise the production API
 * host (api.<site>).
 */
export function apiBase(location?: Pick<Location, 'protocol' | 'hostname'>): string {
  if (configured) return configured;
  const published =
    typeof document === 'undefined' ? null : document.querySelector(`meta[name="${API_BASE_META}"]`)?.getAttribute('content');
  if (published) return published.replace(/\/+$/, '');
  location ??= window.location;
  if (LOCAL_HOSTS.has(location.hostname)) return `http://${location.hostname}:${LOCAL_GATEWAY_PORT}`;
  return `${location.protocol}//api.${location.hostname.replace(/^www\./, '')}`;
}
