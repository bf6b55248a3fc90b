import type { SuperadminStatsResponse } from '@rollcall/contracts';
import { reply } from '@rollcall/server-kit';
import { withPlatform } from '../db/platform';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { countPlatform } from './stats-store';

/** GET /superadmin/stats: real counts for the super admin dashboard. */
export function statsRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  router.get('/superadmin/stats', allowRoles('superadmin'), async (ctx) => {
    reply<SuperadminStatsResponse>(ctx, 200, { success: true, stats: await withPlatform(pool, countPlatform) });
  });
  return router;
}
