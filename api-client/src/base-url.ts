const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_GATEWAY_PORT = 4000;

let configured: string | null = null;

/** The shell sets this from its run-time config; remotes started standalone use the rule below. */
export function configureApiBase(url: string | null): void {
  configured = url ? url.replace(/\/+$/, '') : null;
}

/**
 * SPEC §7: a local development address when the page is served from localhost, otherwise the production
 * API host (api.<site>).
 */
export function apiBase(location?: Pick<Location, 'protocol' | 'hostname'>): string {
  if (configured) return configured;
  location ??= window.location;
  if (LOCAL_HOSTS.has(location.hostname)) return `http://${location.hostname}:${LOCAL_GATEWAY_PORT}`;
  return `${location.protocol}//api.${location.hostname.replace(/^www\./, '')}`;
}
