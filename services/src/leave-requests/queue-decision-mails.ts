import type { OfficeLeaveRequest } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { enqueueMails } from '../mail/outbox';
import { recipientsOf } from '../summaries/recipients-store';
import { leaveDecisionMail } from './leave-decision-mail';

/**
 * Queues the decision for the student and each linked parent, in the decision's transaction. No mail preference
 * covers it (it answers their own request), so it goes to every one of them. The portals sit beside the sign-in page
 * of the shell: `loginUrl`'s sibling `student` or `parent`.
 */
export async function queueDecisionMails(
  db: Queryable,
  instituteId: string,
  request: OfficeLeaveRequest,
  loginUrl: string,
): Promise<void> {
  const institute = await db.query<{ name: string }>(`SELECT name FROM institutes WHERE id = $1`, [instituteId]);
  const [student] = await recipientsOf(db, instituteId, [request.studentId]);
  const mails = (student?.recipients ?? []).map((recipient) =>
    leaveDecisionMail({
      request,
      recipient,
      institute: institute.rows[0]!.name,
      portalUrl: new URL(recipient.relation, loginUrl).href,
    }),
  );
  await enqueueMails(db, mails);
}
