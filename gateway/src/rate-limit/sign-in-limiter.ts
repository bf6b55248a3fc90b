import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '../http/http-error';
import type { AttemptLimit } from '../options';

/** Every limiter of the gateway keeps its counts here, told apart by key prefix. */
export const LIMITS_TABLE = 'gateway_sign_in_limits';

/** Keys are hashed: an email can be longer than the limiter's key column, and it need not sit there in clear. */
export function key(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

function tooMany(result: RateLimiterRes): HttpError {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, [gatewayMessages.tooManySignInAttempts(minutes)], { 'Retry-After': String(seconds) });
}

/**
 * Failed sign-in attempts per account (role + email) and per client address, counted in PostgreSQL so the
 * count survives restarts and is shared by every gateway. An attempt takes a point BEFORE the password is
 * checked (so parallel guesses cannot slip through) and gives it back when it succeeds.
 */
export class SignInLimiter {
  private constructor(
    private readonly perAccount: RateLimiterPostgres,
    private readonly perAddress: RateLimiterPostgres,
  ) {}

  static async create(pool: Pool, limits: { perAccount: AttemptLimit; perAddress: AttemptLimit }): Promise<SignInLimiter> {
    const make = (prefix: string, limit: AttemptLimit) =>
      new Promise<RateLimiterPostgres>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(
          {
            storeClient: pool,
            storeType: 'pool',
            tableName: LIMITS_TABLE,
            keyPrefix: prefix,
            points: limit.attempts,
            duration: limit.windowSeconds,
            blockDuration: limit.windowSeconds,
            clearExpiredByTimeout: true,
          },
          (error?: unknown) => (error ? reject(error) : resolve(limiter)),
        );
      });
    const perAccount = await make('account', limits.perAccount);
    const perAddress = await make('address', limits.perAddress);
    return new SignInLimiter(perAccount, perAddress);
  }

  /** Takes a point from the address; 429 when it has none left. */
  async attemptFromAddress(address: string): Promise<void> {
    await this.take(this.perAddress, key(address));
  }

  /** Takes a point from the account; 429 when it has none left. */
  async attemptOnAccount(role: string, email: string): Promise<void> {
    await this.take(this.perAccount, key(role, email));
  }

  /** A successful sign-in clears the account's failures and returns the address's point. */
  async succeeded(address: string, role: string, email: string): Promise<void> {
    await Promise.all([this.perAccount.delete(key(role, email)), this.perAddress.reward(key(address), 1)]);
  }

  private async take(limiter: RateLimiterPostgres, limiterKey: string): Promise<void> {
    try {
      await limiter.consume(limiterKey, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection);
      throw rejection;
    }
  }
}
