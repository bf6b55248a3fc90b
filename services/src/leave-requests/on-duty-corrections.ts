import { leaveTexts } from '@rollcall/contracts';
import { flagCorrectedAlerts } from '../absences/ask-absence-alerts';
import type { Queryable } from '../db/pool';
import { webhooksOfCorrections } from '../lectures/correction-events';
import { IS_CURRENT_MARK } from '../lectures/lecture-counts';

/** The reason of an on-duty correction, as the argument of SQL's format() with the request's reason. */
export const ON_DUTY_REASON_FORMAT = leaveTexts.onDutyReason('%s');

/**
 * SQL: the approved on-duty request `request` (an alias) that covers a lecture held on `day` in `period` (SQL
 * expressions) for its student: every day from its start to its end, in the periods it names or all of them. An
 * approver removed since can record nothing, so their request corrects no more marks.
 */
export const onDutyCovers = (request: string, day: string, period: string) =>
  `${request}.kind = 'on-duty' AND ${request}.status = 'approved' AND ${request}.decided_by IS NOT NULL
   AND ${day} BETWEEN ${request}.starts_on AND ${request}.ends_on
   AND (${request}.periods IS NULL OR ${period} = ANY (${request}.periods))`;

/**
 * The office's corrections to Present of the current Absent marks inside these approved on-duty requests, recorded
 * by their approver with "On duty: <reason>", each naming the mark it replaces (the rollups move with the marks, by
 * their trigger). A mark corrected meanwhile by someone else is left to that correction. An absence alert already
 * sent about one of those lectures asks its correction mail, and the webhooks hear of each. Answers how many it made.
 */
export async function correctOnDuty(db: Queryable, instituteId: string, requestIds: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ corrected: number }>(
    `WITH corrected AS (
       INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
       SELECT m.institute_id, m.lecture_id, m.student_id, 'present', r.decided_by, 'office', m.id, format($3, r.reason)
       FROM leave_requests r
       JOIN attendance_marks m ON m.institute_id = r.institute_id AND m.student_id = r.student_id
       JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
       WHERE r.institute_id = $1 AND r.id = ANY ($2::uuid[]) AND m.status = 'absent' AND ${IS_CURRENT_MARK}
         AND ${onDutyCovers('r', 'l.held_on', 'l.period')}
       ORDER BY m.id
       ON CONFLICT DO NOTHING
       RETURNING id, lecture_id, student_id, status, supersedes, reason, source, recorded_by
     ),
     flagged AS (${flagCorrectedAlerts('$1', 'corrected')}),
     deliveries AS (${webhooksOfCorrections('corrected', `'absent'::text`)})
     SELECT count(*)::int AS corrected FROM corrected`,
    [instituteId, requestIds, ON_DUTY_REASON_FORMAT],
  );
  return rows[0]!.corrected;
}

/** Where the marks a register has just saved are, as SQL expressions and names of its statement. */
export interface MarkedRegister {
  /** The CTE of the inserted marks: id, student_id, status. */
  marked: string;
  institute: string;
  lecture: string;
  day: string;
  period: string;
  /** Bound to ON_DUTY_REASON_FORMAT. */
  reasonFormat: string;
}

/**
 * SQL: the same corrections for the marks a register has just saved, as the last part of the statement that saves
 * them, so the register takes no extra statement. Only the requests of the students marked Absent are read.
 */
export const correctMarkedOnDuty = ({ marked, institute, lecture, day, period, reasonFormat }: MarkedRegister) =>
  `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
   SELECT ${institute}, ${lecture}, ${marked}.student_id, 'present', duty.decided_by, 'office', ${marked}.id,
          format(${reasonFormat}, duty.reason)
   FROM ${marked}
   CROSS JOIN LATERAL (
     SELECT r.decided_by, r.reason FROM leave_requests r
     WHERE r.institute_id = ${institute} AND r.student_id = ${marked}.student_id AND ${onDutyCovers('r', day, period)}
     ORDER BY r.decided_at, r.id
     LIMIT 1
   ) duty
   WHERE ${marked}.status = 'absent'`;
