import { routes } from '@rollcall/contracts/routes';
import { inTenant } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { setupProgress } from './setup-progress-store';

/** The first-run checklist's steps, for every admin. */
export function setupProgressRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  serve(router, pool, routes.setupProgress, async ({ state }) => {
    const steps = await inTenant(pool, state, (db, instituteId) => setupProgress(db, instituteId));
    return { status: 200, body: { success: true, steps } };
  });
  return router;
}
