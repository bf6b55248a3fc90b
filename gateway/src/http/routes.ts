import type { Context, Middleware } from 'koa';
import type { Endpoint } from '@rollcall/contracts/endpoints';

/** A request as "METHOD /path", with HEAD named as the GET it is answered by (Koa sends its headers without the body). */
export function routeKey(ctx: Pick<Context, 'method' | 'path'>): string {
  return `${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path}`;
}

/** The gateway's own calls, each with its handler. */
export type RouteTable = ReadonlyArray<readonly [Endpoint, Middleware]>;

/** An endpoint as routeKey names its requests ("POST /auth/login"); the gateway answers fixed paths only. */
export const keyOf = ({ method, path }: Endpoint) => {
  if (path.includes('{')) throw new Error(`The gateway answers fixed paths only: ${path}`);
  return `${method.toUpperCase()} ${path}`;
};

/** The gateway's own routes, found by method and path (see routeKey); anything else falls through to the next middleware. */
export function routes(table: RouteTable): Middleware {
  const handlers = new Map(table.map(([endpoint, handler]) => [keyOf(endpoint), handler]));
  return async (ctx, next) => {
    const handler = handlers.get(routeKey(ctx));
    if (handler) await handler(ctx, next);
    else await next();
  };
}
