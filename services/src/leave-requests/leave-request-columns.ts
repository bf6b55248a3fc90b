import { isoInstant } from '../db/sql-json';

/** SQL: the user `userId` of the request's institute as `{ id, name }`; null once removed. */
const person = (userId: string) =>
  `(SELECT json_build_object('id', u.id, 'name', u.name) FROM users u WHERE u.institute_id = r.institute_id AND u.id = ${userId})`;

/** The columns of a leave request `r` as the contracts' LeaveRequest. */
export const LEAVE_REQUEST_COLUMNS = `
  r.id, r.student_id AS "studentId", r.kind, to_char(r.starts_on, 'YYYY-MM-DD') AS "startsOn",
  to_char(r.ends_on, 'YYYY-MM-DD') AS "endsOn", r.periods::int[] AS periods, r.reason, r.status,
  ${person('r.requested_by')} AS "requestedBy", ${isoInstant('r.requested_at')} AS "requestedAt",
  ${person('r.decided_by')} AS "decidedBy", ${isoInstant('r.decided_at')} AS "decidedAt", r.decision_note AS "decisionNote"`;

/**
 * SQL: a lateral join `cls` (id, name, class_teacher_id) of the class a leave request `r` is counted in: the
 * student's class on its first day, else the last one they were in before it, else the class they joined after it
 * (their current or last). Membership is half-open and a transfer opens the new class on the day it closes the old,
 * so the latest class joined by a day is the one the student was in.
 */
export const CLASS_OF_REQUEST = `
  LEFT JOIN LATERAL (
    SELECT c.id, c.name, c.class_teacher_id
    FROM class_members cm JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
    WHERE cm.institute_id = r.institute_id AND cm.student_id = r.student_id
    ORDER BY cm.joined_on <= r.starts_on DESC, cm.joined_on DESC
    LIMIT 1
  ) cls ON true`;

/** The columns of a leave request `r` for the office (OfficeLeaveRequest): with the student `s`/`su` and `cls`. */
export const OFFICE_LEAVE_COLUMNS = `${LEAVE_REQUEST_COLUMNS},
  su.name AS "studentName", s.roll_number AS "rollNumber", cls.name AS "className"`;

/** The joins OFFICE_LEAVE_COLUMNS reads. */
export const OFFICE_LEAVE_JOINS = `
  JOIN students s ON s.institute_id = r.institute_id AND s.id = r.student_id
  JOIN users su ON su.institute_id = s.institute_id AND su.id = s.id
  ${CLASS_OF_REQUEST}`;
