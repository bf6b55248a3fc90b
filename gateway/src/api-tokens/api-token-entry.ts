import type { Context, Middleware } from 'koa';
import { apiTokenMessages, gatewayMessages } from '@rollcall/contracts';
import { type ApiTokenCaller, type ApiTokenCallerResponse, VERIFY_API_TOKEN_PATH } from '@rollcall/contracts/internal';
import { HttpError } from '@rollcall/server-kit';
import { areaOf, isAmbiguousPath } from '../guard/areas';
import type { ApiTokenLimiter } from '../rate-limit/api-token-limiter';
import { failureOf, gatewayIdentity, type ServicesClient } from '../services/services-client';
import { bearerSecret } from './bearer-secret';

export interface ApiTokenEntryParts {
  services: ServicesClient;
  limiter: ApiTokenLimiter;
  /** Forwards the call to services (the proxy), with the identity of `apiTokenOf(ctx)`. */
  forward: Middleware;
  log: (message: string) => void;
}

/** The API token a call is made with, once the entry has checked it. */
export function apiTokenOf(ctx: Pick<Context, 'state'>): ApiTokenCaller | undefined {
  return (ctx.state as { apiToken?: ApiTokenCaller }).apiToken;
}

/**
 * A call with `Authorization: Bearer <secret>` goes straight to services as the token's admin, in the token's
 * institute (from its record only): no cookie, CSRF header or Origin is asked for, since a cross-site page cannot make a
 * browser send this header. Such a call reaches only the admin area; each one is counted against the token's limit and
 * logged with the token's id.
 */
export function apiTokenEntry({ services, limiter, forward, log }: ApiTokenEntryParts): Middleware {
  return async (ctx, next) => {
    const secret = bearerSecret(ctx);
    if (secret === null) return next();
    if (areaOf(ctx.path) !== 'admin') throw new HttpError(401, [apiTokenMessages.adminCallsOnly]);
    if (isAmbiguousPath(ctx.path)) throw new HttpError(404, [gatewayMessages.notFound]);
    if (!secret) throw new HttpError(401, [apiTokenMessages.unknownToken]);
    const answer = await services.call<ApiTokenCallerResponse>('POST', VERIFY_API_TOKEN_PATH, gatewayIdentity, { secret });
    if (answer.status !== 200) throw failureOf(answer, apiTokenMessages.unknownToken);
    const token = answer.body.token;
    const started = Date.now();
    let status = 500;
    try {
      await limiter(token.tokenId);
      (ctx.state as { apiToken?: ApiTokenCaller }).apiToken = token;
      await forward(ctx, next);
      status = ctx.status;
    } catch (error) {
      status = error instanceof HttpError ? error.status : 500;
      throw error;
    } finally {
      log(
        `api token ${token.tokenId} (institute ${token.instituteId}): ${ctx.method} ${ctx.path} → ${status} in ${Date.now() - started} ms`,
      );
    }
  };
}
