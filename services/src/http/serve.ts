import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { Route, SuccessAnswer } from '@rollcall/contracts/routes';
import { type PathParameters, routerPath } from '@rollcall/contracts/endpoints';
import { parseWith } from '@rollcall/server-kit';
import type pg from 'pg';
import { adminHolding } from '../permissions/admin-holding';
import { allowRoles, type ServiceContext, type ServiceState } from './identity';
import type { ServiceRouter } from './routes';

/** A handler that has written its answer itself (a CSV or PDF download streamed to the client). */
export const STREAMED = Symbol('streamed');

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request as the route defines it: path parameters as given (the handler checks its ids), query and body parsed. */
export interface Request<R extends Route> {
  params: PathParameters<R['path']> extends undefined ? Record<string, never> : PathParameters<R['path']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  state: ServiceState;
  ctx: ServiceContext;
}

export type Handler<R extends Route> = (
  request: Request<R>,
) => Promise<SuccessAnswer<R> | (R['answers'][200] extends { downloads: readonly unknown[] } ? typeof STREAMED : never)>;

/** Only the route's role passes; an admin also needs the route's permission (an API token, its own). */
function guardOf(pool: pg.Pool, route: Route): Middleware<ServiceState> {
  if (route.access === 'public' || route.access === 'signed-in')
    throw new Error(`${route.name} is answered by the gateway, not registered in the services`);
  if (route.permission && route.access !== 'admin') throw new Error(`${route.name}: only an admin holds permissions`);
  return route.access === 'admin' ? adminHolding(pool, route.permission) : allowRoles(route.access);
}

/**
 * Registers a handler for a route: its role and permission are checked and its query and body parsed (a failure
 * answers 400 with the schema's messages) before the handler runs; the handler answers one of the route's own
 * statuses, with that status's body.
 */
export function serve<R extends Route>(router: ServiceRouter, pool: pg.Pool, route: R, handler: NoInfer<Handler<R>>): void {
  router.register(
    routerPath(route.path),
    [route.method.toUpperCase()],
    [
      guardOf(pool, route),
      async (ctx: ServiceContext) => {
        const answer = await handler({
          params: ctx.params as never,
          query: (route.query ? parseWith(route.query, ctx.query) : undefined) as never,
          body: (route.body ? parseWith(route.body, ctx.request.body) : undefined) as never,
          state: ctx.state,
          ctx,
        });
        if (answer === STREAMED) return;
        ctx.status = answer.status;
        if ('body' in answer) ctx.body = answer.body;
      },
    ],
  );
}
