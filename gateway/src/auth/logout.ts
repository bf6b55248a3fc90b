import type { Middleware } from 'koa';
import type { SuccessResponse } from '@rollcall/contracts';
import { reply } from '@rollcall/server-kit';
import { endSession } from '../session/session-data';

/** POST /auth/logout: the stored session is deleted, so a replayed cookie is worthless. */
export const logout: Middleware = (ctx) => {
  endSession(ctx);
  reply<SuccessResponse>(ctx, 200, { success: true });
};
