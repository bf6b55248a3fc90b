import {
  type MailPreferencesResponse,
  mailMessages,
  type UnsubscribeResponse,
  unsubscribeQuerySchema,
  updateMailPreferencesSchema,
} from '@rollcall/contracts';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { allowRoles } from '../http/identity';
import { tenantOf, tenantValue } from '../http/in-tenant';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { readUnsubscribeToken } from '../mail/unsubscribe-token';
import { preferenceRefusals, unsubscribeRefusals } from './mail-preference-refusals';
import { changeMailPreferences, mailSettingsOf, turnOff } from './mail-preference-store';

/**
 * A student or parent reads and changes which attendance mails they receive; the gateway passes on a mail's signed
 * unsubscribe link, which turns its kind off for its recipient without anyone signed in.
 */
export function mailPreferenceRoutes({ pool, internalSecret }: RouteDependencies) {
  const router = createRouter();

  for (const role of ['student', 'parent'] as const) {
    router.get(`/${role}/mail-preferences`, allowRoles(role), async (ctx) => {
      const { userId } = tenantOf(ctx.state);
      const settings = await tenantValue(pool, ctx.state, preferenceRefusals, (db, instituteId) =>
        mailSettingsOf(db, instituteId, userId, [role]),
      );
      reply<MailPreferencesResponse>(ctx, 200, { success: true, ...settings });
    });

    router.patch(`/${role}/mail-preferences`, allowRoles(role), async (ctx) => {
      const changes = parseWith(updateMailPreferencesSchema, ctx.request.body);
      const { userId } = tenantOf(ctx.state);
      const settings = await tenantValue(pool, ctx.state, preferenceRefusals, (db, instituteId) =>
        changeMailPreferences(db, instituteId, userId, [role], changes),
      );
      reply<MailPreferencesResponse>(ctx, 200, { success: true, ...settings });
    });
  }

  router.post('/internal/mail/unsubscribe', allowRoles('gateway'), async (ctx) => {
    const { token } = parseWith(unsubscribeQuerySchema, ctx.request.body);
    // The token is the only authority here: it names the institute, the person and the kind, and can only turn mail off.
    const claim = readUnsubscribeToken(internalSecret, token);
    if (!claim) throw new HttpError(400, [mailMessages.invalidUnsubscribeLink]);
    const settings = await withTenant(pool, claim.instituteId, async (db) =>
      valueOrHttpError(
        await changeMailPreferences(db, claim.instituteId, claim.userId, ['student', 'parent'], turnOff(claim.kind)),
        unsubscribeRefusals,
      ),
    );
    reply<UnsubscribeResponse>(ctx, 200, {
      success: true,
      unsubscribed: { kind: claim.kind, email: settings.preferences.email },
    });
  });

  return router;
}
