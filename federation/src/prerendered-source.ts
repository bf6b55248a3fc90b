import { PRERENDERED_PAGE } from './frontends';
import { parsePrerenderedDocument, type PrerenderedPage } from './prerendered-page';

export interface PrerenderedSourceOptions {
  /** The public origin of the remote that prerenders the page, read on each check; undefined: none. */
  origin: () => string | undefined;
  /** How long an answer (the page, or that there is none) is trusted before it is checked again. */
  ttlMs?: number;
  /** How long a check may take; a slower remote counts as down, so '/' is never slow. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface PrerenderedSource {
  /** The current prerendered page, or null when the remote is down or has none. Never rejects. */
  current(): Promise<PrerenderedPage | null>;
}

/**
 * The prerendered page, fetched at run time from the remote's deployment and kept in memory: rechecked with
 * its ETag once the TTL is over, so a new deploy of the remote shows within that time without a restart.
 */
export function prerenderedSource({
  origin,
  ttlMs = 2000,
  timeoutMs = 500,
  fetchImpl = fetch,
}: PrerenderedSourceOptions): PrerenderedSource {
  let cached: { url: string; page: PrerenderedPage | null; etag: string | null; checkedAt: number } | null = null;
  let checking: Promise<PrerenderedPage | null> | null = null;

  async function check(url: string): Promise<PrerenderedPage | null> {
    const previous = cached?.url === url ? cached : null;
    const headers: Record<string, string> = {};
    if (previous?.page && previous.etag) headers['If-None-Match'] = previous.etag;
    let page: PrerenderedPage | null = null;
    let etag: string | null = null;
    try {
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && previous) {
        page = previous.page;
        etag = previous.etag;
      } else if (response.ok) {
        page = parsePrerenderedDocument(await response.text());
        etag = response.headers.get('etag');
      }
    } catch {
      // Down, refused or too slow: the plain page until the next check.
    }
    cached = { url, page, etag, checkedAt: Date.now() };
    return page;
  }

  return {
    async current() {
      const base = origin();
      if (!base) return null;
      const url = `${base.replace(/\/+$/, '')}/${PRERENDERED_PAGE}`;
      if (cached?.url === url && Date.now() - cached.checkedAt < ttlMs) return cached.page;
      // Requests arriving during a check share it.
      checking ??= check(url).finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}
