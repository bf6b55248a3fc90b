import {
  type LeaveStatus,
  leaveMessages,
  OFFICE_LEAVE_LIST_MAX,
  type OfficeLeaveRequest,
  peopleMessages,
} from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { isoInstant } from '../db/sql-json';
import { ROLL_NUMBER_ORDER } from '../students/student-store';
import { semesterOverlaps } from './leave-request-store';
import { CLASS_OF_REQUEST, OFFICE_LEAVE_COLUMNS, OFFICE_LEAVE_JOINS } from './leave-request-columns';
import { correctOnDuty } from './on-duty-corrections';
import { queueWebhookDeliveries } from '../webhooks/queue-webhook-events';

/** SQL: the leave.decided events of the decided requests in `r` (a CTE of leave_requests rows) of the institute `$1`. */
const webhooksOfDecisions = (r: string) =>
  queueWebhookDeliveries(
    'leave.decided',
    '$1',
    `SELECT jsonb_build_object(
       'leaveRequestId', ${r}.id, 'studentId', ${r}.student_id, 'kind', ${r}.kind, 'startsOn', ${r}.starts_on,
       'endsOn', ${r}.ends_on, 'periods', ${r}.periods, 'decision', ${r}.status, 'decidedBy', ${r}.decided_by,
       'decidedAt', ${isoInstant(`${r}.decided_at`)}, 'note', ${r}.decision_note) AS data
     FROM ${r}`,
  );

/** Which requests the office (or a class teacher) reads. */
export interface OfficeLeaveFilter {
  status?: LeaveStatus | undefined;
  classId?: string | undefined;
  /** Only the requests counted in the classes this teacher is class teacher of; null for every class. */
  classTeacherId: string | null;
}

/** Pending first, the oldest waiting longest first; then the decided, the newest decision first. */
const OFFICE_ORDER = `ORDER BY r.status = 'pending' DESC,
  CASE WHEN r.status = 'pending' THEN r.requested_at END, r.decided_at DESC, r.requested_at DESC, r.id`;

/** The requests of the institute the filter selects, with each student's name, roll number and class. */
export async function officeLeaveRequests(
  db: Queryable,
  instituteId: string,
  { status, classId, classTeacherId }: OfficeLeaveFilter,
): Promise<OfficeLeaveRequest[]> {
  const { rows } = await db.query<OfficeLeaveRequest>(
    `SELECT ${OFFICE_LEAVE_COLUMNS}
     FROM leave_requests r ${OFFICE_LEAVE_JOINS}
     WHERE r.institute_id = $1 AND ($2::text IS NULL OR r.status = $2) AND ($3::uuid IS NULL OR cls.id = $3)
       AND ($4::uuid IS NULL OR cls.class_teacher_id = $4)
     ${OFFICE_ORDER}
     LIMIT ${OFFICE_LEAVE_LIST_MAX}`,
    [instituteId, status ?? null, classId ?? null, classTeacherId],
  );
  return rows;
}

/** These requests as the office reads them, by the students' roll numbers. */
async function officeRowsOf(db: Queryable, instituteId: string, ids: readonly string[]): Promise<OfficeLeaveRequest[]> {
  const { rows } = await db.query<OfficeLeaveRequest>(
    `SELECT ${OFFICE_LEAVE_COLUMNS}
     FROM leave_requests r ${OFFICE_LEAVE_JOINS}
     WHERE r.institute_id = $1 AND r.id = ANY ($2::uuid[])
     ORDER BY ${ROLL_NUMBER_ORDER}, r.id`,
    [instituteId, ids],
  );
  return rows;
}

export interface Decision {
  decision: 'approved' | 'rejected';
  note?: string | null | undefined;
}

/** A decided request, and how many Absent marks its approval as on-duty corrected. */
export interface Decided {
  leaveRequest: OfficeLeaveRequest;
  corrected: number;
}

/**
 * Decides a pending request: a class teacher (`classTeacherId`) only of a student counted in their class, the
 * office any. Only a pending request changes, so of two deciders at once the second finds it decided. Approving
 * on-duty corrects the Absent marks inside it at once. Subscribed webhooks hear of the decision in the same statement.
 */
export async function decideLeaveRequest(
  db: Queryable,
  instituteId: string,
  decider: { userId: string; classTeacherId: string | null },
  id: string,
  { decision, note }: Decision,
): Promise<Outcome<Decided, 'not-found' | 'forbidden' | 'conflict'>> {
  const found = await db.query<{ classTeacherId: string | null }>(
    `SELECT cls.class_teacher_id AS "classTeacherId" FROM leave_requests r ${CLASS_OF_REQUEST}
     WHERE r.institute_id = $1 AND r.id = $2`,
    [instituteId, id],
  );
  if (!found.rows[0]) return refused('not-found');
  if (decider.classTeacherId !== null && found.rows[0].classTeacherId !== decider.classTeacherId) return refused('forbidden');
  const updated = await db.query<{ kind: string }>(
    `WITH decided AS (
       UPDATE leave_requests SET status = $3, decided_by = $4, decided_at = now(), decision_note = $5
       WHERE institute_id = $1 AND id = $2 AND status = 'pending'
       RETURNING *
     ),
     deliveries AS (${webhooksOfDecisions('decided')})
     SELECT kind FROM decided`,
    [instituteId, id, decision, decider.userId, note ?? null],
  );
  if (!updated.rows[0]) return refused('conflict', leaveMessages.decidedAlready);
  const onDuty = decision === 'approved' && updated.rows[0].kind === 'on-duty';
  const corrected = onDuty ? await correctOnDuty(db, instituteId, [id]) : 0;
  const [leaveRequest] = await officeRowsOf(db, instituteId, [id]);
  return succeeded({ leaveRequest: leaveRequest!, corrected });
}

export interface OnDutyGrant {
  studentIds: readonly string[];
  date: string;
  periods?: readonly number[] | null | undefined;
  reason: string;
}

/**
 * On-duty the office grants directly: one approved request per student, asked and decided by the office user,
 * whose Absent marks inside it are corrected at once. Every student must be a current student of the institute,
 * and a semester must hold the day; otherwise nothing is written.
 */
export async function grantOnDuty(
  db: Queryable,
  instituteId: string,
  officeId: string,
  grant: OnDutyGrant,
): Promise<Outcome<{ leaveRequests: OfficeLeaveRequest[]; corrected: number }, 'not-found' | 'conflict'>> {
  const checks = await db.query<{ found: number; inSemester: boolean }>(
    `SELECT (SELECT count(*)::int FROM students s
             WHERE s.institute_id = $1 AND s.id = ANY ($2::uuid[]) AND s.archived_at IS NULL) AS found,
            ${semesterOverlaps('$3::date', '$3::date')} AS "inSemester"`,
    [instituteId, grant.studentIds, grant.date],
  );
  const { found, inSemester } = checks.rows[0]!;
  if (found !== grant.studentIds.length) return refused('not-found', peopleMessages.studentNotFound);
  if (!inSemester) return refused('conflict', leaveMessages.notInSemester);
  const inserted = await db.query<{ id: string }>(
    `WITH granted AS (
       INSERT INTO leave_requests (institute_id, student_id, kind, starts_on, ends_on, periods, reason, status,
                                   requested_by, decided_by, decided_at)
       SELECT $1, student_id, 'on-duty', $3, $3, $4, $5, 'approved', $6, $6, now()
       FROM unnest($2::uuid[]) AS student_id
       RETURNING *
     ),
     deliveries AS (${webhooksOfDecisions('granted')})
     SELECT id FROM granted`,
    [instituteId, grant.studentIds, grant.date, grant.periods ?? null, grant.reason, officeId],
  );
  const ids = inserted.rows.map((row) => row.id);
  const corrected = await correctOnDuty(db, instituteId, ids);
  return succeeded({ leaveRequests: await officeRowsOf(db, instituteId, ids), corrected });
}
