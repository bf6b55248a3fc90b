import type { Pool } from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { gatewayMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

/**
 * Forgot-password requests per client address and per account (role + email), and reset attempts per address,
 * counted in PostgreSQL like the sign-in limits. An address that names no account counts the same, so a 429
 * tells nothing about who has one.
 */
export class PasswordResetLimiter {
  private constructor(
    private readonly requestsPerAddress: RateLimiterPostgres,
    private readonly requestsPerAccount: RateLimiterPostgres,
    private readonly resetsPerAddress: RateLimiterPostgres,
  ) {}

  static async create(
    pool: Pool,
    limits: { passwordResetsPerAddress: AttemptLimit; passwordResetsPerAccount: AttemptLimit },
  ): Promise<PasswordResetLimiter> {
    return new PasswordResetLimiter(
      await postgresLimiter(pool, 'reset-request-address', limits.passwordResetsPerAddress),
      await postgresLimiter(pool, 'reset-request-account', limits.passwordResetsPerAccount),
      await postgresLimiter(pool, 'reset-use-address', limits.passwordResetsPerAddress),
    );
  }

  /** Takes a point from the address, then from the account; 429 with Retry-After when either has none left. */
  async request(address: string, role: string, email: string): Promise<void> {
    await takePoint(this.requestsPerAddress, key(address), gatewayMessages.tooManyPasswordResets);
    await takePoint(this.requestsPerAccount, key(role, email), gatewayMessages.tooManyPasswordResets);
  }

  /** Takes a point from the address for a link's use. */
  async reset(address: string): Promise<void> {
    await takePoint(this.resetsPerAddress, key(address), gatewayMessages.tooManyPasswordResets);
  }
}
