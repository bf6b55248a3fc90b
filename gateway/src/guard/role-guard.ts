import type { Middleware } from 'koa';
import { gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import { signedIn } from '../session/session-data';
import { areaOf, isAmbiguousPath } from './areas';

/** Before the proxy: only a session of the area's role passes; everything else stays at the gateway. */
export const roleGuard: Middleware = async (ctx, next) => {
  const area = areaOf(ctx.path);
  if (!area) return next();
  if (isAmbiguousPath(ctx.path)) throw new HttpError(404, [gatewayMessages.notFound]);
  const session = signedIn(ctx);
  if (!session) throw new HttpError(401, [gatewayMessages.signInRequired]);
  if (session.role !== area) throw new HttpError(403, [gatewayMessages.noAccess]);
  await next();
};
