import type { Middleware } from 'koa';
import { gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '../http/http-error';
import { signedIn } from '../session/session-data';

/** What a session opened with a temporary password may still do (ASVS 6.4.1). */
const ALLOWED = new Set(['POST /auth/change-password', 'POST /auth/logout', 'GET /auth/verify-user', 'HEAD /auth/verify-user']);

export const temporaryPasswordGate: Middleware = async (ctx, next) => {
  const session = signedIn(ctx);
  if (session?.temporaryPassword && ctx.method !== 'OPTIONS' && !ALLOWED.has(`${ctx.method} ${ctx.path}`)) {
    throw new HttpError(403, [gatewayMessages.changeTemporaryPassword]);
  }
  await next();
};
