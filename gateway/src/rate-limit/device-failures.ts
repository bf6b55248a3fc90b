import type { Pool } from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { gatewayMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

/**
 * Failed password checks from one known browser (one device cookie's nonce) per window. Past the limit that
 * browser waits until its window ends; the account's other browsers are not touched.
 */
export class DeviceFailures {
  private constructor(private readonly perDevice: RateLimiterPostgres) {}

  static async create(pool: Pool, limit: AttemptLimit): Promise<DeviceFailures> {
    return new DeviceFailures(await postgresLimiter(pool, 'sign-in-device', limit));
  }

  /** Counts the attempt as a failure before the password is checked (as AccountBackoff does); 429 past the limit. */
  async reserve(nonce: string): Promise<void> {
    await takePoint(this.perDevice, key(nonce), gatewayMessages.tooManySignInAttempts);
  }

  async succeeded(nonce: string): Promise<void> {
    await this.perDevice.delete(key(nonce));
  }

  /** An attempt that never reached a password check (services down) is no failure. */
  async refund(nonce: string): Promise<void> {
    await this.perDevice.reward(key(nonce), 1);
  }
}
