import type { IncomingHttpHeaders } from 'node:http';

/** RFC 9110 §7.6.1 connection-specific headers, never forwarded in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Client headers services must never see: credentials and anything that could pass for an identity. */
const NEVER_FORWARDED = new Set(['host', 'cookie', 'authorization', 'expect', 'forwarded', 'http2-settings']);
const CLIENT_IDENTITY = /^(x-user-|x-rollcall-|x-forwarded-|x-real-ip$)/;

function connectionListed(headers: IncomingHttpHeaders | Record<string, unknown>): Set<string> {
  const value = headers.connection;
  const listed = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '';
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The client's headers as services may see them (the signed identity is added by the proxy). */
export function requestHeadersForServices(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const listed = connectionListed(headers);
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name) || NEVER_FORWARDED.has(name)) continue;
    if (CLIENT_IDENTITY.test(name)) continue;
    forwarded[name] = value;
  }
  return forwarded;
}

/** Services' headers as the browser may see them: no hop-by-hop, no cookie of services' own. */
export function responseHeadersForClient(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const listed = connectionListed(headers);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name) || name === 'set-cookie') continue;
    kept[name] = value;
  }
  return kept;
}
