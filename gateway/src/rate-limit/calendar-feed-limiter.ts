import type { Pool } from 'pg';
import { calendarFeedMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

/** Takes one feed read from a client address; 429 with Retry-After once it has none left. */
export type CalendarFeedLimiter = (address: string) => Promise<void>;

/** Calendar feed reads per client address, counted in PostgreSQL like the unsubscribes. */
export async function calendarFeedLimiter(pool: Pool, limit: AttemptLimit): Promise<CalendarFeedLimiter> {
  const perAddress = await postgresLimiter(pool, 'calendar-feed-address', limit);
  return (address) => takePoint(perAddress, key(address), () => calendarFeedMessages.tooManyReads);
}
