import { DEMO_INSTITUTES_PER_HOUR, type DemoInstituteResponse, demoInstituteTexts } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { createDemoInstitute } from './create-demo-institute';

/** The super admin's Create demo institute, a few an hour across the platform. */
export function demoInstituteRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.createDemoInstitute, async () => {
    const created = await createDemoInstitute(pool, { hourlyLimit: DEMO_INSTITUTES_PER_HOUR });
    if (!created.ok) {
      const seconds = created.retryAfterSeconds;
      throw new HttpError(429, [demoInstituteTexts.tooMany(Math.ceil(seconds / 60))], { 'Retry-After': String(seconds) });
    }
    const answer: DemoInstituteResponse = { success: true, ...created.value };
    return { status: 201, body: answer };
  });

  return router;
}
