import type { WebhookEvent } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { queueWebhookDeliveries } from '../webhooks/queue-webhook-events';
import { STUDENT_SELECT } from './student-store';

/**
 * Tells the subscribed webhooks of these students, each as the API answers a student (class, guardians), in one
 * statement of the caller's transaction, however many were admitted or changed.
 */
export async function queueStudentEvents(
  db: Queryable,
  instituteId: string,
  event: Extract<WebhookEvent, 'student.created' | 'student.updated'>,
  studentIds: readonly string[],
): Promise<void> {
  if (studentIds.length === 0) return;
  await db.query(
    queueWebhookDeliveries(
      event,
      '$1',
      `SELECT to_jsonb(student) AS data FROM (${STUDENT_SELECT} AND s.id = ANY ($2::uuid[])) student`,
    ),
    [instituteId, studentIds],
  );
}
