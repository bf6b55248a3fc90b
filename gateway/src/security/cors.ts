import cors from '@koa/cors';
import type { Context } from 'koa';
import { CSRF_HEADER } from '@rollcall/contracts';

/**
 * CORS with credentials for the allowlisted origins only. With `credentials: true` and a static origin
 * @koa/cors echoes any Origin, so the allowlist must be a function; an empty answer grants nothing.
 */
export function corsForShell(isAllowed: (origin: string | undefined) => boolean) {
  return cors({
    origin: (ctx: Context) => {
      const origin = ctx.get('Origin');
      return isAllowed(origin) ? origin : '';
    },
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowHeaders: ['Content-Type', CSRF_HEADER],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
