import type { Pool } from 'pg';
import { apiTokenMessages } from '@rollcall/contracts';
import type { AttemptLimit } from '../options';
import { key, postgresLimiter, takePoint } from './postgres-limits';

/** Takes one call from an API token; 429 with Retry-After once it has none left. */
export type ApiTokenLimiter = (tokenId: string) => Promise<void>;

/** Calls per API token, counted in PostgreSQL so every gateway shares the count. */
export async function apiTokenLimiter(pool: Pool, limit: AttemptLimit): Promise<ApiTokenLimiter> {
  const perToken = await postgresLimiter(pool, 'api-token', limit);
  return (tokenId) => takePoint(perToken, key(tokenId), apiTokenMessages.tooManyCalls);
}
