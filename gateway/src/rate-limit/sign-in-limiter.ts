import type { Pool } from 'pg';
import { HttpError } from '@rollcall/server-kit';
import type { GatewayLimits } from '../options';
import { AccountBackoff } from './account-backoff';
import { AddressCeiling } from './address-ceiling';
import { DeviceFailures } from './device-failures';
import { key } from './postgres-limits';

/** One password check of an account (role + email) from a client address. */
export interface SignInAttempt {
  address: string;
  role: string;
  email: string;
  /** The nonce of the browser's device cookie for this account (see DeviceCookies); null for any other browser. */
  knownDevice: string | null;
}

/**
 * The limits on password checks (sign-in and change-password), kept in PostgreSQL. A browser known for the
 * account counts its failures per device cookie; every other browser shares the account's backoff, whose
 * waits a known browser ignores, so a stranger's guesses never lock the owner's own browsers out. Unknown
 * browsers also meet a ceiling per client address on the accounts that failed from it.
 */
export class SignInLimiter {
  private constructor(
    private readonly backoff: AccountBackoff,
    private readonly devices: DeviceFailures,
    private readonly ceiling: AddressCeiling,
  ) {}

  static async create(
    pool: Pool,
    limits: Pick<GatewayLimits, 'accountBackoff' | 'failuresPerKnownDevice' | 'failedAccountsPerAddress'>,
  ): Promise<SignInLimiter> {
    return new SignInLimiter(
      new AccountBackoff(pool, limits.accountBackoff),
      await DeviceFailures.create(pool, limits.failuresPerKnownDevice),
      await AddressCeiling.create(pool, limits.failedAccountsPerAddress),
    );
  }

  /**
   * Runs one password check unless a limit refuses it first (429), so that a refused attempt costs no
   * hashing. The check throws to fail: a refusal (4xx) counts as a failed attempt, anything else (services
   * down) does not.
   */
  async check<T>(attempt: SignInAttempt, passwordCheck: () => Promise<T>): Promise<T> {
    const account = key(attempt.role, attempt.email);
    const side = attempt.knownDevice
      ? { counter: this.devices, key: attempt.knownDevice }
      : { counter: this.backoff, key: account };
    // A guesser sweeping accounts from one address holds no device cookie for them.
    if (!attempt.knownDevice) await this.ceiling.check(attempt.address);
    await side.counter.reserve(side.key);
    let result: T;
    try {
      result = await passwordCheck();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) await this.ceiling.failed(attempt.address, account);
      else await side.counter.refund(side.key);
      throw error;
    }
    // A known browser's success leaves the unknown side's failures standing: they are a stranger's, not its own.
    await Promise.all([side.counter.succeeded(side.key), this.ceiling.succeeded(attempt.address, account)]);
    return result;
  }

  async deleteForgotten(): Promise<void> {
    await this.backoff.deleteForgotten();
  }
}
