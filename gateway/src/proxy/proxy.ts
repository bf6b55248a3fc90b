import { Readable } from 'node:stream';
import type { Middleware } from 'koa';
import { type Agent, request } from 'undici';
import { gatewayMessages } from '@rollcall/contracts';
import { type Identity, identityHeaders } from '@rollcall/contracts/internal';
import { ClientGoneError, HttpError, hasHungUp } from '@rollcall/server-kit';
import type { CacheNotices } from '../cache/cache-notices';
import { apiTokenOf } from '../api-tokens/api-token-entry';
import { identityOf } from '../auth/identity-of';
import { areaOf } from '../guard/areas';
import { signedIn } from '../session/session-data';
import { BodyTooLargeError, cappedBody } from './capped-body';
import { requestHeadersForServices, responseHeadersForClient } from './forwarded-headers';

/** Nobody reads it: the client is gone. */
const REQUEST_ABORTED = 'Request aborted';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface ProxyOptions {
  servicesUrl: string;
  internalSecret: string;
  agent: Agent;
  maxBodyBytes: number;
  /** Awaited after a change succeeds: a change that removed users must have ended their sessions here first. */
  notices: CacheNotices;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who services are told makes the call: the admin an API token acts as, in the token's institute, or the session's user. */
function callerIdentity(ctx: Parameters<Middleware>[0]): Identity | null {
  const token = apiTokenOf(ctx);
  if (token) return { role: 'admin', userId: token.userId, instituteId: token.instituteId, tokenId: token.tokenId };
  const session = signedIn(ctx);
  return session ? identityOf(session) : null;
}

/**
 * Forwards a request for a role's area (already through the role guard) to services: the body streams through (capped), the client's credentials
 * and identity-looking headers stay behind, the signed identity of the session (or API token) goes along.
 */
export function proxyToServices(options: ProxyOptions): Middleware {
  const origin = new URL(options.servicesUrl).origin;
  const tooLarge = () => new HttpError(413, [gatewayMessages.bodyTooLarge]);

  return async (ctx, next) => {
    if (!areaOf(ctx.path)) return next();
    const identity = callerIdentity(ctx);
    if (!identity) throw new HttpError(401, [gatewayMessages.signInRequired]);
    const declaredLength = Number(ctx.get('content-length') || 0);
    if (declaredLength > options.maxBodyBytes) throw tooLarge();
    const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD' && (declaredLength > 0 || ctx.get('transfer-encoding') !== '');

    const headers = {
      ...requestHeadersForServices(ctx.req.headers),
      ...identityHeaders(options.internalSecret, identity),
      'x-forwarded-for': ctx.ip,
    };
    // A client that hangs up, at any point, drops its call to services: services stops making an answer nobody
    // reads (a report, a PDF), and the connection and database rows it held are freed.
    const abandoned = new AbortController();
    ctx.res.once('close', () => abandoned.abort());
    let bodyFailure: unknown;
    let upstream: Awaited<ReturnType<typeof request>>;
    try {
      upstream = await request(origin + ctx.url, {
        method: ctx.method as Method,
        headers,
        body: hasBody ? Readable.from(cappedBody(ctx.req, options.maxBodyBytes, (error) => (bodyFailure = error))) : undefined,
        dispatcher: options.agent,
        signal: abandoned.signal,
      });
    } catch {
      if (bodyFailure instanceof BodyTooLargeError) throw tooLarge();
      // The client hung up mid-body: a fault of the client's, as the body reader answers it, not services'.
      if (bodyFailure) throw new HttpError(400, [REQUEST_ABORTED]);
      if (hasHungUp(ctx.res)) throw new ClientGoneError();
      throw new HttpError(503, [gatewayMessages.serviceUnavailable]);
    }

    if (!READS.has(ctx.method) && upstream.statusCode < 400) await options.notices.settle();
    ctx.status = upstream.statusCode;
    // Services may answer before reading the whole body (a 413 of their own): the unread rest would be taken
    // as the next request on this connection, so the client is told not to reuse it.
    if (hasBody && !ctx.req.readableEnded) ctx.set('Connection', 'close');
    // Headers before the body: Koa would otherwise type a stream as application/octet-stream.
    ctx.set(responseHeadersForClient(upstream.headers));
    // Dropping an unfinished answer raises an abort on it, possibly after Koa's pipe to the client has stopped
    // listening: this listener takes it; the hang-up itself is logged once, by the app's error log.
    upstream.body.on('error', () => {});
    if (hasHungUp(ctx.res)) {
      abandoned.abort();
      throw new ClientGoneError();
    }
    if (ctx.method === 'HEAD' || upstream.statusCode === 204 || upstream.statusCode === 304) {
      await upstream.body.dump();
      ctx.body = null;
      return;
    }
    // Streamed as it arrives: the client reads the first bytes while the rest is still on its way.
    ctx.body = upstream.body;
  };
}
