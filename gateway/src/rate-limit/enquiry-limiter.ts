import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyEnquiries } from '@rollcall/contracts';
import { HttpError } from '../http/http-error';
import type { AttemptLimit } from '../options';
import { key, LIMITS_TABLE } from './sign-in-limiter';

/** Registration enquiries per client address, counted in PostgreSQL like the sign-in limits. */
export class EnquiryLimiter {
  private constructor(private readonly perAddress: RateLimiterPostgres) {}

  static create(pool: Pool, limit: AttemptLimit): Promise<EnquiryLimiter> {
    return new Promise((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: 'pool',
          tableName: LIMITS_TABLE,
          keyPrefix: 'enquiry-address',
          points: limit.attempts,
          duration: limit.windowSeconds,
          clearExpiredByTimeout: true,
        },
        (error?: unknown) => (error ? reject(error) : resolve(new EnquiryLimiter(limiter))),
      );
    });
  }

  /** Takes a point from the address; 429 with Retry-After when it has none left. */
  async attempt(address: string): Promise<void> {
    try {
      await this.perAddress.consume(key(address), 1);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new HttpError(429, [tooManyEnquiries(Math.max(1, Math.ceil(seconds / 60)))], { 'Retry-After': String(seconds) });
    }
  }

  /** An enquiry that did not get through (services down) does not count against the address. */
  async refund(address: string): Promise<void> {
    await this.perAddress.reward(key(address), 1);
  }
}
