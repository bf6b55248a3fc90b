import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@rollcall/server-kit';
import type { AttemptLimit } from '../options';

/** Every limiter of the gateway keeps its counts here, told apart by key prefix; a migration makes the table. */
const LIMITS_TABLE = 'gateway_sign_in_limits';

/** Keys are hashed: an email can be longer than the limiter's key column, and it need not sit there in clear. */
export function key(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** A limiter counting in PostgreSQL, so the counts survive restarts and are shared by every gateway. */
export async function postgresLimiter(pool: Pool, keyPrefix: string, limit: AttemptLimit): Promise<RateLimiterPostgres> {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: LIMITS_TABLE,
    tableCreated: true,
    keyPrefix,
    points: limit.attempts,
    duration: limit.windowSeconds,
    clearExpiredByTimeout: true,
  });
}

/** A 429 with Retry-After and the refusal text for the minutes to wait. */
export function tooManyAttempts(msToWait: number, refusal: (minutes: number) => string): HttpError {
  const seconds = Math.max(1, Math.ceil(msToWait / 1000));
  return new HttpError(429, [refusal(Math.max(1, Math.ceil(seconds / 60)))], { 'Retry-After': String(seconds) });
}

/** Takes a point for the key; when none is left, a 429 (see tooManyAttempts). */
export async function takePoint(
  limiter: RateLimiterPostgres,
  limiterKey: string,
  refusal: (minutes: number) => string,
): Promise<void> {
  try {
    await limiter.consume(limiterKey, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw tooManyAttempts(rejection.msBeforeNext, refusal);
  }
}
