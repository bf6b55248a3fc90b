import type { Middleware } from 'koa';

/**
 * The gateway's own routes by "METHOD /path"; anything else falls through to the next middleware. HEAD runs
 * the GET route (Koa sends its headers without the body).
 */
export function routes(table: Record<string, Middleware>): Middleware {
  return async (ctx, next) => {
    const handler = table[`${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path}`];
    if (handler) await handler(ctx, next);
    else await next();
  };
}
