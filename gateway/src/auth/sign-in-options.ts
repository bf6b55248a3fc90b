import type { Middleware } from 'koa';
import type { SignInOptionsResponse } from '@rollcall/contracts';
import { reply } from '@rollcall/server-kit';

/** GET /auth/options: whether Google sign-in is configured, so no screen offers a button that cannot work. */
export function signInOptions(google: boolean): Middleware {
  return (ctx) => reply<SignInOptionsResponse>(ctx, 200, { success: true, google });
}
