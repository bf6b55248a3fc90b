import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * The outbox rows' lease: a worker claims a due row by writing its token and an expiry in one short
 * statement, and every later write to that row is made under the token. No transaction stays open while
 * the mail is with the relay, and no other worker takes a row whose lease has not run out.
 */
export interface LeasedMail {
  id: string;
  idempotency_key: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  leaseToken: string;
}

const forMs = `* interval '1 millisecond'`;

/** Claims the next due row that no live lease holds; SKIP LOCKED keeps two claimers off the same row. */
export async function claimDueMail(pool: pg.Pool, leaseMs: number): Promise<LeasedMail | undefined> {
  const leaseToken = randomUUID();
  const { rows } = await pool.query<Omit<LeasedMail, 'leaseToken'>>(
    `UPDATE mail_outbox SET lease_token = $1, leased_until = now() + $2 ${forMs}
     WHERE id = (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until <= now())
       ORDER BY next_attempt_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, idempotency_key, "to", subject, text, html, headers, attempts`,
    [leaseToken, leaseMs],
  );
  return rows[0] && { ...rows[0], leaseToken };
}

export async function renewLease(pool: pg.Pool, mail: LeasedMail, leaseMs: number): Promise<void> {
  await pool.query(`UPDATE mail_outbox SET leased_until = now() + $3 ${forMs} WHERE id = $1 AND lease_token = $2`, [
    mail.id,
    mail.leaseToken,
    leaseMs,
  ]);
}

/** False when the lease had already passed to another worker. */
export async function markSent(pool: pg.Pool, mail: LeasedMail): Promise<boolean> {
  // The body may hold a credential: once delivered it has no reason to stay in the database.
  const { rowCount } = await pool.query(
    `UPDATE mail_outbox SET sent_at = now(), text = '', html = NULL, headers = NULL, last_error = NULL, lease_token = NULL, leased_until = NULL
     WHERE id = $1 AND lease_token = $2`,
    [mail.id, mail.leaseToken],
  );
  return rowCount === 1;
}

/** Gives the row back after a failed send, due again after delayMs. */
export async function releaseForRetry(
  pool: pg.Pool,
  mail: LeasedMail,
  attempts: number,
  error: string,
  delayMs: number,
): Promise<void> {
  await pool.query(
    `UPDATE mail_outbox SET attempts = $3, last_error = $4, next_attempt_at = now() + $5 ${forMs}, lease_token = NULL, leased_until = NULL
     WHERE id = $1 AND lease_token = $2`,
    [mail.id, mail.leaseToken, attempts, error.slice(0, 500), delayMs],
  );
}
