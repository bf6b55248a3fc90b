import { type DashboardResponse, dashboardQuerySchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { inTenant } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { dashboardOn } from './dashboard';

/** GET /admin/dashboard: the institute at a glance on a day, for an admin who may view reports. */
export function dashboardRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  router.get('/admin/dashboard', adminHolding(pool, 'view_reports'), async (ctx) => {
    const { date } = parseWith(dashboardQuerySchema, ctx.query);
    const dashboard = await inTenant(pool, ctx.state, (db, instituteId) => dashboardOn(db, instituteId, date ?? null));
    reply<DashboardResponse>(ctx, 200, { success: true, ...dashboard });
  });
  return router;
}
