import type { Middleware } from 'koa';
import { gatewayMessages } from '@rollcall/contracts';
import { endpoints } from '@rollcall/contracts/endpoints';
import { HttpError } from '@rollcall/server-kit';
import { keyOf, routeKey } from '../http/routes';
import { signedIn } from '../session/session-data';

/**
 * A session opened with a temporary password may only change it, sign out, read who it is and choose its language (the
 * one chosen on the login page is saved at sign-in), until it is changed.
 */
const ALLOWED = new Set([endpoints.changePassword, endpoints.logout, endpoints.verifyUser, endpoints.savePreferences].map(keyOf));

export const temporaryPasswordGate: Middleware = async (ctx, next) => {
  const session = signedIn(ctx);
  if (session?.temporaryPassword && ctx.method !== 'OPTIONS' && !ALLOWED.has(routeKey(ctx))) {
    throw new HttpError(403, [gatewayMessages.changeTemporaryPassword]);
  }
  await next();
};
