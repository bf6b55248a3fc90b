import type { RefusalStatus, Route } from './route';

/**
 * Every failure a route can answer, with why: those its shape implies (input to check, a session to hold, an id
 * to find, a body to read), then its own.
 */
export function refusalsOf(route: Route): Partial<Record<RefusalStatus, string>> {
  const hasInput = Boolean(route.query || route.body || route.otherBody || route.path.includes('{'));
  const readsBody = Boolean(route.body || route.otherBody);
  const byRole = route.access !== 'public' && route.access !== 'signed-in';
  const guardedWrite = route.method !== 'get' && route.csrf !== false;
  const forbidden = [
    byRole && 'another role, a permission the caller lacks, or a temporary password that must be changed first',
    guardedWrite && 'a write without the CSRF header, or from an origin that is not the shell’s',
  ].filter(Boolean);
  const implied: Partial<Record<RefusalStatus, string>> = {
    ...(hasInput ? { 400: 'Invalid input: the messages say what to fix' } : {}),
    ...(route.access === 'admin'
      ? { 401: 'No session, or it has ended; or an API token that is unknown, revoked or expired' }
      : route.access !== 'public'
        ? { 401: 'No session, or it has ended' }
        : {}),
    ...(forbidden.length ? { 403: `Refused: ${forbidden.join('; or ')}` } : {}),
    ...(route.path.includes('{') ? { 404: 'Not found (also for an id of another institute)' } : {}),
    ...(readsBody ? { 413: 'The body is over 1 MB', 415: 'The body is not of the media type this call reads' } : {}),
    ...(route.access === 'admin' ? { 429: 'Too many calls with this API token: try again after `Retry-After` seconds' } : {}),
    503: 'The database is unavailable for a moment: try again',
  };
  for (const status of route.neverAnswers ?? []) delete implied[status];
  return { ...implied, ...route.refusals };
}
