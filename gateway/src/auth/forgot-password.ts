import type { Middleware } from 'koa';
import {
  type ForgotPasswordResponse,
  forgotPasswordSchema,
  gatewayMessages,
  passwordResetMessages,
  resetPasswordSchema,
  type SuccessResponse,
} from '@rollcall/contracts';
import { type ReadBody, reply } from '@rollcall/server-kit';
import type { CacheNotices } from '../cache/cache-notices';
import type { PasswordResetLimiter } from '../rate-limit/password-reset-limiter';
import { failureOf, gatewayIdentity, type ServicesClient } from '../services/services-client';

/** POST /auth/forgot-password {role, email}: the same answer whether or not the account exists. */
export function forgotPassword(readBody: ReadBody, services: ServicesClient, limiter: PasswordResetLimiter): Middleware {
  return async (ctx) => {
    const input = await readBody(ctx, forgotPasswordSchema);
    await limiter.request(ctx.ip, input.role, input.email);
    const answer = await services.call('POST', '/internal/password-resets/request', gatewayIdentity, input);
    if (answer.status !== 200) throw failureOf(answer, gatewayMessages.serviceUnavailable);
    reply<ForgotPasswordResponse>(ctx, 200, { success: true, message: passwordResetMessages.linkSent });
  };
}

/**
 * POST /auth/reset-password {token, password}: services use the link up, set the password and end every session of
 * the user; this gateway waits for the sessions' notice, so none of them is still served from its memory.
 */
export function resetPassword(
  readBody: ReadBody,
  services: ServicesClient,
  limiter: PasswordResetLimiter,
  notices: CacheNotices,
): Middleware {
  return async (ctx) => {
    const input = await readBody(ctx, resetPasswordSchema);
    await limiter.reset(ctx.ip);
    const answer = await services.call('POST', '/internal/password-resets/use', gatewayIdentity, input);
    if (answer.status !== 200) throw failureOf(answer, gatewayMessages.serviceUnavailable);
    await notices.settle();
    reply<SuccessResponse>(ctx, 200, { success: true });
  };
}
