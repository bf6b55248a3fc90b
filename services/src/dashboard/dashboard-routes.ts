import { routes } from '@rollcall/contracts/routes';
import { inTenant } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { dashboardOn } from './dashboard';

/** The institute at a glance on a day, for an admin who may view reports. */
export function dashboardRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  serve(router, pool, routes.dashboard, async ({ query, state }) => {
    const dashboard = await inTenant(pool, state, (db, instituteId) => dashboardOn(db, instituteId, query.date ?? null));
    return { status: 200, body: { success: true, ...dashboard } };
  });
  return router;
}
