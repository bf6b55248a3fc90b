import type { Middleware } from 'koa';
import { gatewayMessages, type PreferencesResponse, preferencesSchema } from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { HttpError, type ReadBody, reply } from '@rollcall/server-kit';
import type { CacheNotices } from '../cache/cache-notices';
import { failureOf, type ServicesClient } from '../services/services-client';
import { publicUser, signedIn } from '../session/session-data';
import { identityOf } from './identity-of';

/**
 * PATCH /auth/preferences {language}: any signed-in user's own language, stored on the user so mails follow it. Waits
 * for the user's notice, so the next verify-user of this gateway reads the new language, not a copy from before.
 */
export function savePreferences(readBody: ReadBody, services: ServicesClient, notices: CacheNotices): Middleware {
  return async (ctx) => {
    const session = signedIn(ctx);
    if (!session) throw new HttpError(401, [gatewayMessages.signInRequired]);
    const input = await readBody(ctx, preferencesSchema);
    const answer = await services.call<ServiceUserResponse>('POST', '/internal/users/me/preferences', identityOf(session), input);
    if (answer.status !== 200) throw failureOf(answer, gatewayMessages.serviceUnavailable);
    await notices.settle();
    session.user = publicUser(answer.body.user);
    reply<PreferencesResponse>(ctx, 200, { success: true, language: session.user.language });
  };
}
