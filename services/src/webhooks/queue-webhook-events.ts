import type { WebhookEvent } from '@rollcall/contracts';
import { isoInstant } from '../db/sql-json';

/** The moment of the transaction. */
const OCCURRED_AT = isoInstant('now()');

/**
 * SQL: one delivery per event row of `events` (a query answering a jsonb column `data`) and per webhook of the
 * institute (`institute`, an SQL expression) subscribed to `event` and not disabled, as the body it will be sent
 * with: `{ id, event, occurredAt, data }`, id being the delivery's own. A statement or CTE of the caller's, so the
 * deliveries commit with the change they tell of, in no extra round trip; with no webhook subscribed it writes
 * nothing.
 */
export function queueWebhookDeliveries(event: WebhookEvent, institute: string, events: string): string {
  const subscribed = (w: string) =>
    `${w}.institute_id = ${institute} AND ${w}.disabled_at IS NULL AND '${event}' = ANY (${w}.events)`;
  return `INSERT INTO webhook_deliveries (institute_id, id, webhook_id, event, body)
   SELECT queued.institute_id, queued.id, queued.webhook_id, '${event}',
          jsonb_build_object('id', queued.id, 'event', '${event}', 'occurredAt', ${OCCURRED_AT}, 'data', queued.data)::text
   FROM (
     SELECT w.institute_id, w.id AS webhook_id, happened.data, gen_random_uuid() AS id
     FROM webhooks w
     -- Checked once first: with no webhook subscribed the events are not even read.
     CROSS JOIN (SELECT * FROM (${events}) AS events WHERE EXISTS (SELECT 1 FROM webhooks s WHERE ${subscribed('s')})) AS happened
     WHERE ${subscribed('w')}
   ) AS queued`;
}
