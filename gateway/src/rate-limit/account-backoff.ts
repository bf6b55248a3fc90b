import type { Pool } from 'pg';
import { gatewayMessages } from '@rollcall/contracts';
import type { AccountBackoffPolicy } from '../options';
import { tooManyAttempts } from './postgres-limits';

/**
 * Seconds an account whose row is `b` waits after its last failure ($2 free failures, $3 first wait, $4 cap).
 * The exponent is capped so that a count grown over months cannot overflow.
 */
const WAIT_SECONDS = `CASE WHEN b.failures < $2 THEN 0 ELSE LEAST($3 * power(2, LEAST(b.failures - $2, 30)), $4) END`;

/**
 * Failed password checks in a row per account, in PostgreSQL so every gateway shares them and a restart
 * forgets nothing. The first `freeFailures` cost nothing; after that the account waits before its next
 * attempt, a wait that doubles with each further failure up to `maxWaitSeconds`. A success forgets the
 * failures, and so does a quiet spell of `forgetAfterSeconds`.
 */
export class AccountBackoff {
  constructor(
    private readonly pool: Pool,
    private readonly policy: AccountBackoffPolicy,
  ) {}

  private get waitParameters() {
    const { freeFailures, firstWaitSeconds, maxWaitSeconds } = this.policy;
    return [freeFailures, firstWaitSeconds, maxWaitSeconds];
  }

  /**
   * Counts the attempt as a failure before the password is checked, in one statement that also checks the
   * wait: parallel guesses cannot all slip through a check made before any of them failed. 429 while the
   * account is waiting.
   */
  async reserve(accountKey: string): Promise<void> {
    const reserved = await this.pool.query(
      `INSERT INTO sign_in_backoff AS b (key, failures, last_failure_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE
         SET failures = CASE WHEN b.last_failure_at < now() - make_interval(secs => $5) THEN 1 ELSE b.failures + 1 END,
             last_failure_at = now()
         WHERE b.last_failure_at + make_interval(secs => ${WAIT_SECONDS}) <= now()
       RETURNING failures`,
      [accountKey, ...this.waitParameters, this.policy.forgetAfterSeconds],
    );
    if (reserved.rowCount) return;
    const waiting = await this.pool.query<{ ms: number | null }>(
      `SELECT extract(epoch FROM b.last_failure_at + make_interval(secs => ${WAIT_SECONDS}) - now()) * 1000 AS ms
       FROM sign_in_backoff b WHERE key = $1`,
      [accountKey, ...this.waitParameters],
    );
    throw tooManyAttempts(Number(waiting.rows[0]?.ms ?? 0), gatewayMessages.tooManySignInAttempts);
  }

  /** The right password: the account starts again with its free failures. */
  async succeeded(accountKey: string): Promise<void> {
    await this.pool.query('DELETE FROM sign_in_backoff WHERE key = $1', [accountKey]);
  }

  /** An attempt that never reached a password check (services down) is no failure. */
  async refund(accountKey: string): Promise<void> {
    await this.pool.query('UPDATE sign_in_backoff SET failures = failures - 1 WHERE key = $1 AND failures > 0', [accountKey]);
  }

  /** Rows of accounts whose failures are forgotten anyway. */
  async deleteForgotten(): Promise<void> {
    await this.pool.query(`DELETE FROM sign_in_backoff WHERE last_failure_at < now() - make_interval(secs => $1)`, [
      this.policy.forgetAfterSeconds,
    ]);
  }
}
