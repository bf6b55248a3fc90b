import { routes } from '@rollcall/contracts/routes';
import { withPlatform } from '../db/platform';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { countPlatform } from './stats-store';

/** Real counts for the super admin dashboard. */
export function statsRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  serve(router, pool, routes.platformStats, async () => {
    return { status: 200, body: { success: true, stats: await withPlatform(pool, countPlatform) } };
  });
  return router;
}
