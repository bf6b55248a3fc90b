import type { Middleware } from 'koa';
import { loginSchema } from '@rollcall/contracts';
import type { ReadBody } from '../http/json-body';
import type { SignInLimiter } from '../rate-limit/sign-in-limiter';
import { gatewayIdentity, type ServicesClient } from '../services/services-client';
import { publicUser, signIn } from '../session/session-data';
import { userFrom } from './credentials';

/** POST /auth/login {role, email, password} → {success, role, user}. */
export function login(readBody: ReadBody, services: ServicesClient, limiter: SignInLimiter): Middleware {
  return async (ctx) => {
    const input = await readBody(ctx, loginSchema);
    // Before the password is hashed by services: a blocked account costs nothing.
    await limiter.attemptOnAccount(input.role, input.email);
    const answer = await services.call('POST', '/internal/credentials/verify', gatewayIdentity, input);
    const user = userFrom(answer);
    await limiter.succeeded(ctx.ip, input.role, input.email);
    await signIn(ctx, input.role, user, Boolean(user.mustChangePassword));
    ctx.body = { success: true, role: input.role, user: publicUser(user) };
  };
}
