import type { Middleware } from 'koa';
import { errorBody, gatewayMessages } from '@rollcall/contracts';
import type { ServicesClient } from '../services/services-client';
import { endSession, publicUser, signedIn } from '../session/session-data';
import type { CredentialsAnswer } from './credentials';
import { identityOf } from './identity-of';

/**
 * GET /auth/verify-user → {success, role, user} with the user as services knows it now; a user that no
 * longer exists ends the session. Anonymous → 401 {success: false}.
 */
export function verifyUser(services: ServicesClient): Middleware {
  return async (ctx) => {
    const session = signedIn(ctx);
    if (!session) {
      ctx.status = 401;
      ctx.body = errorBody(gatewayMessages.signInRequired);
      return;
    }
    const answer = await services.call<CredentialsAnswer>('GET', '/internal/users/me', identityOf(session));
    if (answer.status !== 200 || !answer.body.user) {
      endSession(ctx);
      ctx.status = 401;
      ctx.body = errorBody(gatewayMessages.signInRequired);
      return;
    }
    const user = publicUser(answer.body.user);
    // Assigned only when different, so an unchanged session is not rewritten.
    if (JSON.stringify(user) !== JSON.stringify(session.user)) session.user = user;
    ctx.body = { success: true, role: session.role, user };
  };
}
