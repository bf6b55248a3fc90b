import { type InstituteSettingsResponse, updateSettingsSchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { allowRoles } from '../http/identity';
import { inTenant } from '../http/in-tenant';
import { refusalError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { instituteRefusals } from '../institutes/institute-refusals';
import { adminHolding } from '../permissions/admin-holding';
import { instituteSettings, updateInstituteSettings } from './settings-store';

/** Every admin reads the institute's settings (time zone, threshold, summaries, correction window); one who manages the setup changes them. */
export function settingsRoutes({ pool, kickSummaries }: RouteDependencies) {
  const router = createRouter();

  router.get('/admin/settings', allowRoles('admin'), async (ctx) => {
    const settings = await inTenant(pool, ctx.state, (db, instituteId) => instituteSettings(db, instituteId));
    if (!settings) throw refusalError('not-found', instituteRefusals);
    reply<InstituteSettingsResponse>(ctx, 200, { success: true, settings });
  });

  router.patch('/admin/settings', adminHolding(pool, 'manage_setup'), async (ctx) => {
    const changes = parseWith(updateSettingsSchema, ctx.request.body);
    const settings = await inTenant(pool, ctx.state, (db, instituteId) => updateInstituteSettings(db, instituteId, changes));
    if (!settings) throw refusalError('not-found', instituteRefusals);
    kickSummaries?.();
    reply<InstituteSettingsResponse>(ctx, 200, { success: true, settings });
  });

  return router;
}
