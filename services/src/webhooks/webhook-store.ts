import { randomBytes } from 'node:crypto';
import { DELIVERY_LIST_MAX, type Webhook, type WebhookDelivery, type WebhookEvent, WEBHOOKS_MAX } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { isoInstant } from '../db/sql-json';

const WEBHOOK_COLUMNS = `id, url, events, ${isoInstant('created_at')} AS "createdAt", ${isoInstant('disabled_at')} AS "disabledAt"`;

/** A new signing secret: 32 random bytes, written so a receiver can tell what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * Adds a webhook with a fresh secret, answered this once. The institute's row is locked first, so two additions at
 * once cannot both pass the limit.
 */
export async function createWebhook(
  db: Queryable,
  instituteId: string,
  fields: { url: string; events: readonly WebhookEvent[] },
): Promise<Outcome<{ webhook: Webhook; secret: string }, 'conflict'>> {
  await db.query('SELECT 1 FROM institutes WHERE id = $1 FOR UPDATE', [instituteId]);
  const secret = newSecret();
  const { rows } = await db.query<Webhook>(
    `INSERT INTO webhooks (institute_id, url, events, secret)
     SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM webhooks WHERE institute_id = $1) < ${WEBHOOKS_MAX}
     RETURNING ${WEBHOOK_COLUMNS}`,
    [instituteId, fields.url, fields.events, secret],
  );
  return rows[0] ? succeeded({ webhook: rows[0], secret }) : refused('conflict');
}

export async function listWebhooks(db: Queryable, instituteId: string): Promise<Webhook[]> {
  const { rows } = await db.query<Webhook>(
    `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE institute_id = $1 ORDER BY created_at, id`,
    [instituteId],
  );
  return rows;
}

/** Deletes a webhook with its deliveries; one being sent at that moment is not recorded. */
export async function deleteWebhook(db: Queryable, instituteId: string, id: string): Promise<Outcome<void, 'not-found'>> {
  const { rowCount } = await db.query('DELETE FROM webhooks WHERE institute_id = $1 AND id = $2', [instituteId, id]);
  return rowCount ? succeeded(undefined) : refused('not-found');
}

/** The webhook's latest deliveries, newest first. */
export async function webhookDeliveries(
  db: Queryable,
  instituteId: string,
  webhookId: string,
): Promise<Outcome<WebhookDelivery[], 'not-found'>> {
  const { rows } = await db.query<WebhookDelivery & { found: boolean }>(
    `SELECT d.id, d.event, d.status, d.attempts, ${isoInstant('d.created_at')} AS "createdAt",
            ${isoInstant('d.last_attempt_at')} AS "lastAttemptAt",
            d.response_status AS "responseStatus"
     FROM webhook_deliveries d
     WHERE d.institute_id = $1 AND d.webhook_id = $2
     ORDER BY d.created_at DESC, d.id
     LIMIT ${DELIVERY_LIST_MAX}`,
    [instituteId, webhookId],
  );
  if (rows.length === 0) {
    const found = await db.query('SELECT 1 FROM webhooks WHERE institute_id = $1 AND id = $2', [instituteId, webhookId]);
    if (!found.rowCount) return refused('not-found');
  }
  return succeeded(rows);
}
