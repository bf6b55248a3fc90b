import type { Pool } from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { gatewayMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

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
    const perAccount = await postgresLimiter(pool, 'account', limits.perAccount, true);
    const perAddress = await postgresLimiter(pool, 'address', limits.perAddress, true);
    return new SignInLimiter(perAccount, perAddress);
  }

  /** Takes a point from the address; 429 when it has none left. */
  async attemptFromAddress(address: string): Promise<void> {
    await takePoint(this.perAddress, key(address), gatewayMessages.tooManySignInAttempts);
  }

  /** Takes a point from the account; 429 when it has none left. */
  async attemptOnAccount(role: string, email: string): Promise<void> {
    await takePoint(this.perAccount, key(role, email), gatewayMessages.tooManySignInAttempts);
  }

  /** A successful sign-in clears the account's failures and returns the address's point. */
  async succeeded(address: string, role: string, email: string): Promise<void> {
    await Promise.all([this.perAccount.delete(key(role, email)), this.perAddress.reward(key(address), 1)]);
  }
}
