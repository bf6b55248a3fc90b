import type pg from 'pg';
import { withPlatform } from '../db/platform';
import { withTenant } from '../db/tenant';

/** A delivery claimed by one dispatcher: every write back is made under its lease. */
export interface LeasedDelivery {
  instituteId: string;
  id: string;
  webhookId: string;
  body: string;
  attempts: number;
  lease: string;
  url: string;
  secret: string;
  /** Its webhook was disabled after it was queued: it is not sent. */
  disabled: boolean;
}

const forMs = `* interval '1 millisecond'`;

/**
 * Claims up to `count` due deliveries across institutes that no live lease holds, oldest due first, each with a lease
 * of its own: one short statement, committed at once, so nothing stays open while a receiver answers. SKIP LOCKED
 * keeps two dispatchers off the same rows.
 */
export function claimDueDeliveries(pool: pg.Pool, leaseMs: number, count: number): Promise<LeasedDelivery[]> {
  return withPlatform(pool, async (db) => {
    const { rows } = await db.query<LeasedDelivery>(
      `WITH claimed AS (
         UPDATE webhook_deliveries d SET lease = gen_random_uuid(), leased_until = now() + $1 ${forMs}
         WHERE (d.institute_id, d.id) IN (
           SELECT due.institute_id, due.id FROM webhook_deliveries due
           WHERE due.status = 'pending' AND due.next_attempt_at <= now()
             AND (due.leased_until IS NULL OR due.leased_until <= now())
           ORDER BY due.next_attempt_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED
         )
         RETURNING d.institute_id, d.id, d.webhook_id, d.body, d.attempts, d.lease, d.next_attempt_at
       )
       SELECT c.institute_id AS "instituteId", c.id, c.webhook_id AS "webhookId", c.body, c.attempts, c.lease,
              w.url, w.secret, w.disabled_at IS NOT NULL AS disabled
       FROM claimed c JOIN webhooks w ON w.institute_id = c.institute_id AND w.id = c.webhook_id
       ORDER BY c.next_attempt_at, c.id`,
      [leaseMs, count],
    );
    return rows;
  });
}

/**
 * The receiver answered 2xx. Its body is not kept: it holds people's names and marks, and the receiver has it. False
 * when the lease had passed to another dispatcher (or the webhook was deleted).
 */
export function markDelivered(pool: pg.Pool, delivery: LeasedDelivery, responseStatus: number): Promise<boolean> {
  return withTenant(pool, delivery.instituteId, async (db) => {
    const { rowCount } = await db.query(
      `UPDATE webhook_deliveries
       SET status = 'delivered', body = '', attempts = attempts + 1, last_attempt_at = now(), response_status = $4,
           lease = NULL, leased_until = NULL
       WHERE institute_id = $1 AND id = $2 AND lease = $3`,
      [delivery.instituteId, delivery.id, delivery.lease, responseStatus],
    );
    return rowCount === 1;
  });
}

/**
 * A failed attempt (an answer other than 2xx and 410, none in time, or an address refused): due again after
 * `delayMs`, or failed for good when that would be past `giveUpAfterMs` since it was queued.
 */
export function recordFailedAttempt(
  pool: pg.Pool,
  delivery: LeasedDelivery,
  responseStatus: number | null,
  delayMs: number,
  giveUpAfterMs: number,
): Promise<void> {
  return withTenant(pool, delivery.instituteId, async (db) => {
    await db.query(
      `UPDATE webhook_deliveries
       SET attempts = attempts + 1, last_attempt_at = now(), response_status = $4,
           next_attempt_at = now() + $5 ${forMs},
           status = CASE WHEN now() + $5 ${forMs} > created_at + $6 ${forMs} THEN 'failed' ELSE 'pending' END,
           lease = NULL, leased_until = NULL
       WHERE institute_id = $1 AND id = $2 AND lease = $3`,
      [delivery.instituteId, delivery.id, delivery.lease, responseStatus, delayMs, giveUpAfterMs],
    );
  });
}

/**
 * The receiver answered 410 Gone: this delivery failed, its webhook is disabled, and what else waits for it is
 * cancelled, in one transaction. A delivery claimed after its webhook was disabled is cancelled the same way.
 */
export function disableWebhookOf(pool: pg.Pool, delivery: LeasedDelivery, responseStatus: number | null): Promise<void> {
  return withTenant(pool, delivery.instituteId, async (db) => {
    if (responseStatus !== null)
      await db.query(
        `UPDATE webhook_deliveries
         SET status = 'failed', attempts = attempts + 1, last_attempt_at = now(), response_status = $4,
             lease = NULL, leased_until = NULL
         WHERE institute_id = $1 AND id = $2 AND lease = $3`,
        [delivery.instituteId, delivery.id, delivery.lease, responseStatus],
      );
    await db.query(`UPDATE webhooks SET disabled_at = coalesce(disabled_at, now()) WHERE institute_id = $1 AND id = $2`, [
      delivery.instituteId,
      delivery.webhookId,
    ]);
    await db.query(
      `UPDATE webhook_deliveries SET status = 'cancelled', lease = NULL, leased_until = NULL
       WHERE institute_id = $1 AND webhook_id = $2 AND status = 'pending'`,
      [delivery.instituteId, delivery.webhookId],
    );
  });
}

/** Gives back a delivery claimed but not sent (the dispatcher is stopping): due again at once, no attempt counted. */
export function releaseUnsent(pool: pg.Pool, delivery: LeasedDelivery): Promise<void> {
  return withTenant(pool, delivery.instituteId, async (db) => {
    await db.query(
      `UPDATE webhook_deliveries SET lease = NULL, leased_until = NULL WHERE institute_id = $1 AND id = $2 AND lease = $3`,
      [delivery.instituteId, delivery.id, delivery.lease],
    );
  });
}
