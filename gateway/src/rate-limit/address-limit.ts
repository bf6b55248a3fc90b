import type { Middleware } from 'koa';
import type { SignInLimiter } from './sign-in-limiter';

/** Routes that check a password. */
const PASSWORD_ROUTES = new Set(['POST /auth/login', 'POST /auth/change-password']);

/** Per-address limit on password checks, before the session is even loaded. */
export function addressLimit(limiter: SignInLimiter): Middleware {
  return async (ctx, next) => {
    if (PASSWORD_ROUTES.has(`${ctx.method} ${ctx.path}`)) await limiter.attemptFromAddress(ctx.ip);
    await next();
  };
}
