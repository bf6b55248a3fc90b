import type { Pool } from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { tooManyEnquiries } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

/** Registration enquiries per client address, counted in PostgreSQL like the sign-in limits. */
export class EnquiryLimiter {
  private constructor(private readonly perAddress: RateLimiterPostgres) {}

  static async create(pool: Pool, limit: AttemptLimit): Promise<EnquiryLimiter> {
    return new EnquiryLimiter(await postgresLimiter(pool, 'enquiry-address', limit));
  }

  /** Takes a point from the address; 429 with Retry-After when it has none left. */
  async attempt(address: string): Promise<void> {
    await takePoint(this.perAddress, key(address), tooManyEnquiries);
  }

  /** An enquiry that did not get through (services down) does not count against the address. */
  async refund(address: string): Promise<void> {
    await this.perAddress.reward(key(address), 1);
  }
}
