import { eligibilityMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { inTenant } from '../http/in-tenant';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { instituteRefusals } from '../institutes/institute-refusals';
import { instituteSettings, updateInstituteSettings } from './settings-store';

/** Every admin reads the institute's settings (time zone, threshold, condonation floor, summaries, correction window); one who manages the setup changes them. */
export function settingsRoutes({ pool, kickSummaries }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.getSettings, async ({ state }) => {
    const settings = await inTenant(pool, state, (db, instituteId) => instituteSettings(db, instituteId));
    if (!settings) throw refusalError('not-found', instituteRefusals);
    return { status: 200, body: { success: true, settings } };
  });

  serve(router, pool, routes.updateSettings, async ({ body, state }) => {
    const updated = await inTenant(pool, state, (db, instituteId) => updateInstituteSettings(db, instituteId, body));
    const settings = valueOrHttpError(updated, { ...instituteRefusals, invalid: eligibilityMessages.floorAboveThreshold });
    kickSummaries?.();
    return { status: 200, body: { success: true, settings } };
  });

  return router;
}
