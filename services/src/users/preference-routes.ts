import { preferencesSchema } from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { withPlatform } from '../db/platform';
import { identityMessages, signedInUser } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { setLanguage } from './preferences-store';
import { toServiceUser } from './user-record';

/**
 * The gateway's internal call behind PATCH /auth/preferences: any signed-in user's own language. Platform work, as a
 * super admin has no institute.
 */
export function preferenceRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  router.post('/internal/users/me/preferences', async (ctx) => {
    const { userId, role } = signedInUser(ctx);
    const { language } = parseWith(preferencesSchema, ctx.request.body);
    const user = await withPlatform(pool, (db) => setLanguage(db, userId, role, language));
    if (!user) throw new HttpError(401, [identityMessages.unauthenticated]);
    reply<ServiceUserResponse>(ctx, 200, { success: true, user: toServiceUser(user) });
  });

  return router;
}
