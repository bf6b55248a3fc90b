import type { Context, Middleware } from 'koa';
import { gatewayMessages, type UnsubscribeResponse, unsubscribeQuerySchema } from '@rollcall/contracts';
import { endpoints } from '@rollcall/contracts/endpoints';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { BodyTooLargeError, cappedBody } from '../proxy/capped-body';
import { failureOf, gatewayIdentity, type ServicesClient } from '../services/services-client';
import type { UnsubscribeLimiter } from '../rate-limit/unsubscribe-limiter';
import type { RouteTable } from '../http/routes';

/** A one-click body is `List-Unsubscribe=One-Click`; the unsubscribe page sends a small JSON one. Nothing needs more. */
const MAX_BODY_BYTES = 1024;

/** Reads the body to its end and drops it: the token in the address is all that counts. */
async function discardBody(ctx: Context): Promise<void> {
  const tooLarge = () => new HttpError(413, [gatewayMessages.bodyTooLarge]);
  if ((ctx.request.length ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  try {
    for await (const _chunk of cappedBody(ctx.req, MAX_BODY_BYTES, () => {})) {
      // dropped
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge();
    throw error;
  }
}

export interface UnsubscribeRouteParts {
  services: ServicesClient;
  limiter: UnsubscribeLimiter;
  shellUrl: string;
}

/**
 * A mail's unsubscribe address. Answered before the session and CSRF checks: a mail provider's one-click POST
 * (RFC 8058) carries no cookie, no CSRF header and a foreign Origin or none. That is safe because the signed
 * token is the only authority and the call can only turn a kind of mail off. A GET (a person opening the link,
 * or a scanner following it) must never unsubscribe: it goes to the shell's page, which asks first.
 */
export function unsubscribeRoutes({ services, limiter, shellUrl }: UnsubscribeRouteParts): RouteTable {
  const unsubscribe: Middleware = async (ctx) => {
    const { token } = parseWith(unsubscribeQuerySchema, ctx.query);
    await discardBody(ctx);
    await limiter(ctx.ip);
    const answer = await services.call<UnsubscribeResponse>('POST', '/internal/mail/unsubscribe', gatewayIdentity, { token });
    if (answer.status !== 200) throw failureOf(answer, gatewayMessages.serviceUnavailable);
    reply<UnsubscribeResponse>(ctx, 200, answer.body);
  };
  const unsubscribePage: Middleware = async (ctx) => {
    const { token } = parseWith(unsubscribeQuerySchema, ctx.query);
    ctx.redirect(`${shellUrl}/unsubscribe?token=${encodeURIComponent(token)}`);
  };
  return [
    [endpoints.unsubscribe, unsubscribe],
    [endpoints.unsubscribePage, unsubscribePage],
  ];
}
