import {
  mailMessages,
  type UnsubscribeResponse,
  type UpdateMailPreferencesInput,
  unsubscribeQuerySchema,
} from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { allowRoles, type ServiceState } from '../http/identity';
import { tenantOf, tenantValue } from '../http/in-tenant';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { readUnsubscribeToken } from '../mail/unsubscribe-token';
import { preferenceRefusals, unsubscribeRefusals } from './mail-preference-refusals';
import { changeMailPreferences, type MailRecipientRole, mailSettingsOf, turnOff } from './mail-preference-store';

/**
 * A student or parent reads and changes which attendance mails they receive; the gateway passes on a mail's signed
 * unsubscribe link, which turns its kind off for its recipient without anyone signed in.
 */
export function mailPreferenceRoutes({ pool, internalSecret }: RouteDependencies) {
  const router = createRouter();

  const settingsOf = async (state: ServiceState, role: MailRecipientRole) => {
    const { userId } = tenantOf(state);
    const settings = await tenantValue(pool, state, preferenceRefusals, (db, instituteId) =>
      mailSettingsOf(db, instituteId, userId, [role]),
    );
    return { status: 200 as const, body: { success: true as const, ...settings } };
  };
  const change = async (state: ServiceState, role: MailRecipientRole, changes: UpdateMailPreferencesInput) => {
    const { userId } = tenantOf(state);
    const settings = await tenantValue(pool, state, preferenceRefusals, (db, instituteId) =>
      changeMailPreferences(db, instituteId, userId, [role], changes),
    );
    return { status: 200 as const, body: { success: true as const, ...settings } };
  };

  serve(router, pool, routes.studentMailPreferences, ({ state }) => settingsOf(state, 'student'));
  serve(router, pool, routes.updateStudentMailPreferences, ({ body, state }) => change(state, 'student', body));
  serve(router, pool, routes.parentMailPreferences, ({ state }) => settingsOf(state, 'parent'));
  serve(router, pool, routes.updateParentMailPreferences, ({ body, state }) => change(state, 'parent', body));

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
