import type { Pool } from 'pg';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { gatewayMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, tooManyAttempts } from './postgres-limits';

/**
 * Accounts with a failed sign-in from one client address per window. Each account counts once (a student's
 * typos are one, a guesser's sweep over many accounts is many) and stops counting when it then signs in,
 * so a school behind one address is not held back by its own typos. Past the ceiling the address waits
 * until its window ends.
 */
export class AddressCeiling {
  private constructor(
    private readonly limit: AttemptLimit,
    private readonly failedAccounts: RateLimiterPostgres,
    private readonly failedPairs: RateLimiterPostgres,
  ) {}

  static async create(pool: Pool, limit: AttemptLimit): Promise<AddressCeiling> {
    const failedAccounts = await postgresLimiter(pool, 'address-failed-accounts', limit);
    const failedPairs = await postgresLimiter(pool, 'address-account-failed', {
      attempts: 1,
      windowSeconds: limit.windowSeconds,
    });
    return new AddressCeiling(limit, failedAccounts, failedPairs);
  }

  /** 429 when the address is past its ceiling. */
  async check(address: string): Promise<void> {
    const count = await this.failedAccounts.get(key(address));
    if (count && count.consumedPoints >= this.limit.attempts) {
      throw tooManyAttempts(count.msBeforeNext, gatewayMessages.tooManySignInAttempts);
    }
  }

  async failed(address: string, accountKey: string): Promise<void> {
    try {
      await this.failedPairs.consume(key(address, accountKey));
    } catch (alreadyCounted) {
      if (alreadyCounted instanceof RateLimiterRes) return;
      throw alreadyCounted;
    }
    await this.failedAccounts.penalty(key(address), 1);
  }

  async succeeded(address: string, accountKey: string): Promise<void> {
    const pair = key(address, accountKey);
    if (!(await this.failedPairs.get(pair))) return;
    await this.failedPairs.delete(pair);
    await this.failedAccounts.reward(key(address), 1);
  }
}
