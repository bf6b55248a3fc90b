import { LEAVE_DAYS_BACK, type LeaveRequest, leaveMessages, type leaveRequestInputSchema } from '@rollcall/contracts';
import type { z } from 'zod';
import { instituteToday } from '../db/institute-today';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { LEAVE_REQUEST_COLUMNS } from './leave-request-columns';

/** A request as its schema parses it (periods in order, the reason trimmed). */
export type LeaveRequestInput = z.output<typeof leaveRequestInputSchema>;

/** Whose requests: a student's own, or a parent's linked child (any other student is no one). */
export interface LeaveAsker {
  studentId: string;
  /** The parent asking, who must be linked to the student; null for the student themself. */
  parentId: string | null;
}

/** SQL: whether the asker `$2`/`$3` may ask for the student (the student themself, or a linked parent). */
const ASKER_REACHES_STUDENT = `EXISTS (
  SELECT FROM students s WHERE s.institute_id = $1 AND s.id = $2
    AND ($3::uuid IS NULL OR EXISTS (
      SELECT FROM guardians g WHERE g.institute_id = $1 AND g.parent_id = $3 AND g.student_id = s.id)))`;

/** SQL: whether a semester of the institute `$1` shares a day with `first` … `last`. */
export const semesterOverlaps = (first: string, last: string) =>
  `EXISTS (SELECT FROM semesters sem WHERE sem.institute_id = $1 AND sem.starts_on <= ${last} AND sem.ends_on >= ${first})`;

/**
 * Records a pending request asked by the student or their parent: it may start at most LEAVE_DAYS_BACK days before
 * the institute's today, and a semester must hold at least one of its days.
 */
export async function askLeave(
  db: Queryable,
  instituteId: string,
  { studentId, parentId }: LeaveAsker,
  input: LeaveRequestInput,
): Promise<Outcome<LeaveRequest, 'not-found' | 'invalid' | 'conflict'>> {
  const checks = await db.query<{ reaches: boolean; tooFarBack: boolean; inSemester: boolean }>(
    `SELECT ${ASKER_REACHES_STUDENT} AS reaches,
            $4::date < ${instituteToday('$1')} - $6::int AS "tooFarBack",
            ${semesterOverlaps('$4::date', '$5::date')} AS "inSemester"`,
    [instituteId, studentId, parentId, input.startsOn, input.endsOn, LEAVE_DAYS_BACK],
  );
  const { reaches, tooFarBack, inSemester } = checks.rows[0]!;
  if (!reaches) return refused('not-found');
  if (tooFarBack) return refused('invalid', leaveMessages.tooFarBack);
  if (!inSemester) return refused('conflict', leaveMessages.notInSemester);
  const { rows } = await db.query<LeaveRequest>(
    `WITH r AS (
       INSERT INTO leave_requests (institute_id, student_id, kind, starts_on, ends_on, periods, reason, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *
     )
     SELECT ${LEAVE_REQUEST_COLUMNS} FROM r`,
    [
      instituteId,
      studentId,
      input.kind,
      input.startsOn,
      input.endsOn,
      input.periods ?? null,
      input.reason,
      parentId ?? studentId,
    ],
  );
  return succeeded(rows[0]!);
}

/** The student's requests, whoever asked (the office's on-duty grants too), newest first; not found when not the asker's. */
export async function leaveRequestsOf(
  db: Queryable,
  instituteId: string,
  { studentId, parentId }: LeaveAsker,
): Promise<Outcome<LeaveRequest[], 'not-found'>> {
  const { rows } = await db.query<{ reaches: boolean; requests: LeaveRequest[] }>(
    `SELECT ${ASKER_REACHES_STUDENT} AS reaches,
            (SELECT coalesce(json_agg(request ORDER BY request."requestedAt" DESC, request.id DESC), '[]')
             FROM (SELECT ${LEAVE_REQUEST_COLUMNS} FROM leave_requests r WHERE r.institute_id = $1 AND r.student_id = $2) request
            ) AS requests`,
    [instituteId, studentId, parentId],
  );
  const { reaches, requests } = rows[0]!;
  return reaches ? succeeded(requests) : refused('not-found');
}
