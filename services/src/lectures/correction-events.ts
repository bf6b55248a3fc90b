import { queueWebhookDeliveries } from '../webhooks/queue-webhook-events';

/**
 * SQL: the mark.corrected events of the corrections in `m` (a CTE of the new marks) of the institute `$1`, each naming
 * the status it replaced (`previousStatus`, an SQL expression).
 */
export const webhooksOfCorrections = (m: string, previousStatus: string) =>
  queueWebhookDeliveries(
    'mark.corrected',
    '$1',
    `SELECT jsonb_build_object(
       'markId', ${m}.id, 'lectureId', ${m}.lecture_id, 'studentId', ${m}.student_id, 'status', ${m}.status,
       'previousStatus', ${previousStatus}, 'supersedes', ${m}.supersedes, 'reason', ${m}.reason, 'source', ${m}.source,
       'correctedBy', ${m}.recorded_by) AS data
     FROM ${m}`,
  );
