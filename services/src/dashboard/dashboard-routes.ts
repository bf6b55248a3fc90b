import { routes } from '@rollcall/contracts/routes';
import { inTenantReplica } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { dashboardOn } from './dashboard';

/** The institute at a glance on a day, for an admin who may view reports; read on the replica when one is in use. */
export function dashboardRoutes({ pool, reads }: RouteDependencies) {
  const router = createRouter();
  serve(router, pool, routes.dashboard, async ({ query, ctx }) => {
    const dashboard = await inTenantReplica(reads, ctx, (db, instituteId) => dashboardOn(db, instituteId, query.date ?? null));
    return { status: 200, body: { success: true, ...dashboard } };
  });
  return router;
}
