import type { Pool } from 'pg';
import { HttpError } from '@rollcall/server-kit';
import type { GatewayLimits } from '../options';
import { AccountBackoff } from './account-backoff';
import { AddressCeiling } from './address-ceiling';
import { key } from './postgres-limits';

/**
 * The limits on password checks (sign-in and change-password): a backoff per account (role + email) and a
 * ceiling per client address on the accounts that failed from it. Both are kept in PostgreSQL.
 */
export class SignInLimiter {
  private constructor(
    private readonly backoff: AccountBackoff,
    private readonly ceiling: AddressCeiling,
  ) {}

  static async create(
    pool: Pool,
    limits: Pick<GatewayLimits, 'accountBackoff' | 'failedAccountsPerAddress'>,
  ): Promise<SignInLimiter> {
    return new SignInLimiter(
      new AccountBackoff(pool, limits.accountBackoff),
      await AddressCeiling.create(pool, limits.failedAccountsPerAddress),
    );
  }

  /**
   * Runs one password check of the account from the address, unless either limit refuses it first (429) so
   * that a refused attempt costs no hashing. The check throws to fail: a refusal (4xx) counts as a failed
   * attempt, anything else (services down) does not.
   */
  async check<T>(address: string, role: string, email: string, passwordCheck: () => Promise<T>): Promise<T> {
    const account = key(role, email);
    await this.ceiling.check(address);
    await this.backoff.reserve(account);
    let result: T;
    try {
      result = await passwordCheck();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) await this.ceiling.failed(address, account);
      else await this.backoff.refund(account);
      throw error;
    }
    await Promise.all([this.backoff.succeeded(account), this.ceiling.succeeded(address, account)]);
    return result;
  }

  async deleteForgotten(): Promise<void> {
    await this.backoff.deleteForgotten();
  }
}
