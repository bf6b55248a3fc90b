import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../http/http-error';
import type { AttemptLimit } from '../options';

/** Every limiter of the gateway keeps its counts here, told apart by key prefix. */
const LIMITS_TABLE = 'gateway_sign_in_limits';

/** Keys are hashed: an email can be longer than the limiter's key column, and it need not sit there in clear. */
export function key(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/**
 * A limiter counting in PostgreSQL, so the counts survive restarts and are shared by every gateway; ready
 * once its table exists. `blocked` keeps a key refused for a whole window once it runs out.
 */
export function postgresLimiter(pool: Pool, keyPrefix: string, limit: AttemptLimit, blocked = false): Promise<RateLimiterPostgres> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        keyPrefix,
        points: limit.attempts,
        duration: limit.windowSeconds,
        ...(blocked ? { blockDuration: limit.windowSeconds } : {}),
        clearExpiredByTimeout: true,
      },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** Takes a point for the key; when none is left, a 429 with Retry-After and the message for the minutes to wait. */
export async function takePoint(limiter: RateLimiterPostgres, limiterKey: string, refusal: (minutes: number) => string): Promise<void> {
  try {
    await limiter.consume(limiterKey, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new HttpError(429, [refusal(Math.max(1, Math.ceil(seconds / 60)))], { 'Retry-After': String(seconds) });
  }
}
