import type { Middleware } from 'koa';
import { gatewayMessages, type VerifyUserResponse } from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { HttpError, reply } from '@rollcall/server-kit';
import type { ServicesClient } from '../services/services-client';
import { endSession, publicUser, signedIn } from '../session/session-data';
import { identityOf } from './identity-of';
import type { KnownUsers } from './known-users';

/**
 * GET /auth/verify-user → {success, role, user} with the user as services knows it now (a copy kept until the
 * user changes, see KnownUsers); a user that no longer exists ends the session. Anonymous → 401 {success: false}.
 */
export function verifyUser(services: ServicesClient, users: KnownUsers): Middleware {
  return async (ctx) => {
    const session = signedIn(ctx);
    if (!session) throw new HttpError(401, [gatewayMessages.signInRequired]);
    const known = users.get(session.user.id);
    const current =
      known?.role === session.role
        ? known
        : await users.fetch(async () => {
            const answer = await services.call<ServiceUserResponse>('GET', '/internal/users/me', identityOf(session));
            return answer.status === 200 && answer.body.user ? answer.body.user : null;
          });
    if (!current) {
      // koa-session still commits on the way out of a throw: the row is deleted and the cookie cleared.
      endSession(ctx);
      throw new HttpError(401, [gatewayMessages.signInRequired]);
    }
    const user = publicUser(current);
    // Assigned only when different, so an unchanged session is not rewritten.
    if (JSON.stringify(user) !== JSON.stringify(session.user)) session.user = user;
    reply<VerifyUserResponse>(ctx, 200, { success: true, role: session.role, user });
  };
}
