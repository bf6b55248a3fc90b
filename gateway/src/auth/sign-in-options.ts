import type { Middleware } from 'koa';
import type { SignInOptionsResponse } from '@rollcall/contracts';
import { reply } from '@rollcall/server-kit';

/**
 * How long a browser may keep the answer: it changes only when the gateway restarts with other settings, so a minute
 * spares the repeat visits of a sign-in a round trip and leaves a changed setting stale for a minute at most.
 */
const MAX_AGE_SECONDS = 60;

/** GET /auth/options: whether Google sign-in is configured, so no screen offers a button that cannot work. */
export function signInOptions(google: boolean): Middleware {
  return (ctx) => {
    ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    reply<SignInOptionsResponse>(ctx, 200, { success: true, google });
  };
}
