import type { Middleware } from 'koa';
import { gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';

/**
 * In production the session cookie is Secure, so a request that did not arrive over HTTPS (as the trusted
 * proxy reports it in X-Forwarded-Proto) is refused before anything could try to set the cookie.
 */
export function httpsOnly(production: boolean): Middleware {
  return async (ctx, next) => {
    if (production && !ctx.secure) throw new HttpError(403, [gatewayMessages.httpsRequired]);
    await next();
  };
}
