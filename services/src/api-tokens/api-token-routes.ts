import { z } from 'zod';
import { type ApiToken, apiTokenMessages, type ApiTokenListResponse, type CreatedApiTokenResponse } from '@rollcall/contracts';
import { type ApiTokenCallerResponse, VERIFY_API_TOKEN_PATH } from '@rollcall/contracts/internal';
import { routes } from '@rollcall/contracts/routes';
import { HttpError, reply } from '@rollcall/server-kit';
import { beyondReach, lockAndReadChanger } from '../custom-roles/role-changer';
import type { Outcome } from '../db/outcome';
import { withPlatform } from '../db/platform';
import { allowRoles, type ServiceState } from '../http/identity';
import { callerOf, inTenant, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { findApiTokenCaller } from './api-token-caller-store';
import { apiTokenRefusals } from './api-token-refusals';
import { apiTokenHash, newApiTokenSecret } from './api-token-secret';
import { insertApiToken, listApiTokens, revokeApiToken } from './api-token-store';

const verifyBody = z.object({ secret: z.string().max(200) });

/**
 * A token may not manage tokens: one that leaked could otherwise make itself fresh ones that outlive its revocation.
 */
function refuseTokenCalls(state: ServiceState): void {
  if (state.identity.tokenId) throw new HttpError(403, [apiTokenMessages.tokensCannotManageTokens]);
}

/**
 * Admins who manage roles make, list and revoke the institute's API tokens, giving only permissions they hold; the
 * gateway turns a token's secret into the admin and institute it acts for.
 */
export function apiTokenRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.listApiTokens, async ({ state }) => {
    refuseTokenCalls(state);
    const apiTokens = await inTenant(pool, state, (db, instituteId) => listApiTokens(db, instituteId));
    const body: ApiTokenListResponse = { success: true, apiTokens };
    return { status: 200, body };
  });

  serve(router, pool, routes.createApiToken, async ({ body, state }) => {
    refuseTokenCalls(state);
    const caller = callerOf(state);
    const secret = newApiTokenSecret();
    // Nobody gives a permission they do not hold: the rule and the lock of the custom roles.
    const apiToken = await tenantValue(
      pool,
      state,
      apiTokenRefusals,
      async (db, instituteId): Promise<Outcome<ApiToken, 'invalid' | 'forbidden'>> => {
        const changer = await lockAndReadChanger(db, instituteId, caller);
        return (
          beyondReach(changer, body.permissions) ??
          (await insertApiToken(db, instituteId, caller.userId, body, apiTokenHash(secret)))
        );
      },
    );
    const answer: CreatedApiTokenResponse = { success: true, apiToken, secret };
    return { status: 201, body: answer };
  });

  serve(router, pool, routes.revokeApiToken, async ({ params, state }) => {
    refuseTokenCalls(state);
    const id = pathId(params.id, apiTokenMessages.tokenNotFound);
    await tenantValue(pool, state, apiTokenRefusals, (db, instituteId) => revokeApiToken(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  router.post(VERIFY_API_TOKEN_PATH, allowRoles('gateway'), async (ctx) => {
    const parsed = verifyBody.safeParse(ctx.request.body);
    const found = parsed.success
      ? await withPlatform(pool, (db) => findApiTokenCaller(db, apiTokenHash(parsed.data.secret)))
      : ({ state: 'unknown' } as const);
    if (found.state === 'revoked') throw new HttpError(401, [apiTokenMessages.revokedToken]);
    if (found.state === 'expired') throw new HttpError(401, [apiTokenMessages.expiredToken(found.expiresOn)]);
    if (found.state === 'unknown') throw new HttpError(401, [apiTokenMessages.unknownToken]);
    reply<ApiTokenCallerResponse>(ctx, 200, { success: true, token: found.caller });
  });

  return router;
}
