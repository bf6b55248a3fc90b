import type { Middleware } from 'koa';
import { endSession } from '../session/session-data';

/** POST /auth/logout: the stored session is deleted, so a replayed cookie is worthless. */
export const logout: Middleware = (ctx) => {
  endSession(ctx);
  ctx.body = { success: true };
};
