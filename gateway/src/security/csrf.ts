import type { Middleware } from 'koa';
import { CSRF_HEADER, CSRF_VALUE, gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes need the custom header (a cross-site form cannot send it and a cross-origin
 * script cannot without a preflight we only grant to the allowlist) and, when the browser names an
 * Origin, an allowlisted one.
 */
export function csrfGuard(isAllowedOrigin: (origin: string | undefined) => boolean): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      if (ctx.get(CSRF_HEADER) !== CSRF_VALUE || (origin !== '' && !isAllowedOrigin(origin))) {
        throw new HttpError(403, [gatewayMessages.invalidCsrf]);
      }
    }
    await next();
  };
}
