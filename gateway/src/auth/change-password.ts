import type { Middleware } from 'koa';
import { changePasswordSchema, gatewayMessages, type VerifyUserResponse } from '@rollcall/contracts';
import { HttpError, type ReadBody, reply } from '@rollcall/server-kit';
import type { DeviceCookies } from '../devices/device-cookie';
import type { SignInLimiter } from '../rate-limit/sign-in-limiter';
import type { ServicesClient } from '../services/services-client';
import type { PostgresSessionStore } from '../session/postgres-session-store';
import { publicUser, signedIn, signIn } from '../session/session-data';
import { userFrom } from './credentials';
import { identityOf } from './identity-of';

/**
 * POST /auth/change-password {currentPassword, newPassword}: services checks the current password and
 * stores the new one. The session then loses its temporary-password restriction, gets a fresh id, and
 * every other session of the user ends, and the browser becomes known for the account.
 */
export function changePassword(
  readBody: ReadBody,
  services: ServicesClient,
  limiter: SignInLimiter,
  store: PostgresSessionStore,
  devices: DeviceCookies,
): Middleware {
  return async (ctx) => {
    const session = signedIn(ctx);
    if (!session) throw new HttpError(401, [gatewayMessages.signInRequired]);
    const input = await readBody(ctx, changePasswordSchema);
    // Counted as a sign-in from this browser would be: a browser known for the account fails on its own count, so
    // a stranger's failures never stop the owner changing their password; a session taken to another browser
    // without its device cookie guesses within the account's unknown-browser waits.
    const knownDevice = devices.knownDevice(ctx, session.role, session.user.email);
    const attempt = { address: ctx.ip, role: session.role, email: session.user.email, knownDevice };
    const user = await limiter.check(attempt, async () =>
      userFrom(await services.call('POST', '/internal/credentials/change', identityOf(session), input)),
    );
    devices.remember(ctx, session.role, session.user.email);
    await signIn(ctx, session.role, user, false);
    await store.destroyOthers(user.id, ctx);
    reply<VerifyUserResponse>(ctx, 200, { success: true, role: session.role, user: publicUser(user) });
  };
}
