import type { Context, Middleware } from 'koa';

/** A request as "METHOD /path", with HEAD named as the GET it is answered by (Koa sends its headers without the body). */
export function routeKey(ctx: Pick<Context, 'method' | 'path'>): string {
  return `${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path}`;
}

/** The gateway's own routes by "METHOD /path" (see routeKey); anything else falls through to the next middleware. */
export function routes(table: Record<string, Middleware>): Middleware {
  return async (ctx, next) => {
    const handler = table[routeKey(ctx)];
    if (handler) await handler(ctx, next);
    else await next();
  };
}
