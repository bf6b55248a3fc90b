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

/**
 * Claims up to `count` due rows that no live lease holds, each with a lease token of its own, oldest due first.
 * SKIP LOCKED keeps two claimers off the same rows.
 */
export async function claimDueMails(pool: pg.Pool, leaseMs: number, count: number): Promise<LeasedMail[]> {
  const { rows } = await pool.query<LeasedMail>(
    `WITH claimed AS (
       UPDATE mail_outbox SET lease_token = gen_random_uuid(), leased_until = now() + $1 ${forMs}
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until <= now())
         -- The due index's order alone: an evening's mails share one next_attempt_at, and breaking the tie by id
         -- would sort every one of them for each claim.
         ORDER BY next_attempt_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, idempotency_key, "to", subject, text, html, headers, attempts, lease_token AS "leaseToken", next_attempt_at
     )
     SELECT id, idempotency_key, "to", subject, text, html, headers, attempts, "leaseToken" FROM claimed ORDER BY next_attempt_at, id`,
    [leaseMs, count],
  );
  return rows;
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

/** Gives back a row claimed but never handed to the relay (the worker is stopping): due again at once, no attempt counted. */
export async function releaseUnsent(pool: pg.Pool, mail: LeasedMail): Promise<void> {
  await pool.query(`UPDATE mail_outbox SET lease_token = NULL, leased_until = NULL WHERE id = $1 AND lease_token = $2`, [
    mail.id,
    mail.leaseToken,
  ]);
}
