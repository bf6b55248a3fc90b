import type { Pool } from 'pg';
import { mailMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

/** Takes one unsubscribe from a client address; 429 with Retry-After once it has none left. */
export type UnsubscribeLimiter = (address: string) => Promise<void>;

/** One-click unsubscribes per client address, counted in PostgreSQL like the enquiries. */
export async function unsubscribeLimiter(pool: Pool, limit: AttemptLimit): Promise<UnsubscribeLimiter> {
  const perAddress = await postgresLimiter(pool, 'unsubscribe-address', limit);
  return (address) => takePoint(perAddress, key(address), () => mailMessages.tooManyUnsubscribes);
}
