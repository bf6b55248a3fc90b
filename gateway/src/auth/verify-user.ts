import type { Middleware } from 'koa';
import { gatewayMessages, type VerifyUserResponse } from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { HttpError, reply } from '@rollcall/server-kit';
import type { ServicesClient } from '../services/services-client';
import { endSession, publicUser, signedIn } from '../session/session-data';
import { identityOf } from './identity-of';

/**
 * GET /auth/verify-user → {success, role, user} with the user as services knows it now; a user that no
 * longer exists ends the session. Anonymous → 401 {success: false}.
 */
export function verifyUser(services: ServicesClient): Middleware {
  return async (ctx) => {
    const session = signedIn(ctx);
    if (!session) throw new HttpError(401, [gatewayMessages.signInRequired]);
    const answer = await services.call<ServiceUserResponse>('GET', '/internal/users/me', identityOf(session));
    if (answer.status !== 200 || !answer.body.user) {
      // koa-session still commits on the way out of a throw: the row is deleted and the cookie cleared.
      endSession(ctx);
      throw new HttpError(401, [gatewayMessages.signInRequired]);
    }
    const user = publicUser(answer.body.user);
    // Assigned only when different, so an unchanged session is not rewritten.
    if (JSON.stringify(user) !== JSON.stringify(session.user)) session.user = user;
    reply<VerifyUserResponse>(ctx, 200, { success: true, role: session.role, user });
  };
}
