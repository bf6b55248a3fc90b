import type { Middleware } from 'koa';
import { loginSchema, type VerifyUserResponse } from '@rollcall/contracts';
import { type ReadBody, reply } from '@rollcall/server-kit';
import type { DeviceCookies } from '../devices/device-cookie';
import type { SignInLimiter } from '../rate-limit/sign-in-limiter';
import { gatewayIdentity, type ServicesClient } from '../services/services-client';
import { publicUser, signIn } from '../session/session-data';
import { userFrom } from './credentials';

/** POST /auth/login {role, email, password} → {success, role, user}; the browser becomes known for the account. */
export function login(readBody: ReadBody, services: ServicesClient, limiter: SignInLimiter, devices: DeviceCookies): Middleware {
  return async (ctx) => {
    // Read and validated first: only a well-formed attempt (past CSRF) counts against the limits.
    const input = await readBody(ctx, loginSchema);
    const knownDevice = devices.knownDevice(ctx, input.role, input.email);
    const user = await limiter.check({ address: ctx.ip, role: input.role, email: input.email, knownDevice }, async () =>
      userFrom(await services.call('POST', '/internal/credentials/verify', gatewayIdentity, input)),
    );
    devices.remember(ctx, input.role, input.email);
    await signIn(ctx, input.role, user, Boolean(user.mustChangePassword));
    reply<VerifyUserResponse>(ctx, 200, { success: true, role: input.role, user: publicUser(user) });
  };
}
