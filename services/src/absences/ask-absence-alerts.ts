import type { MarkStatus } from '@rollcall/contracts';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';

/**
 * A later absence leaves a pending or sent alert as it is (it goes only into the evening summary); an alert cancelled
 * (its absence corrected within the hold, or on leave) is asked again by the new one.
 */
const ASK_AGAIN_IF_CANCELLED = `ON CONFLICT (institute_id, student_id, day) DO UPDATE
  SET lecture_id = excluded.lecture_id, asked_at = excluded.asked_at, state = 'pending', updated_at = now()
  WHERE absence_alerts.state = 'cancelled'`;

/** Where a register's absences are, as SQL expressions and names of the statement that saves it. */
export interface AbsentOfRegister {
  /** A query of the students whose current mark in the lecture is Absent: one column, student_id. */
  absent: string;
  institute: string;
  lecture: string;
  day: string;
}

/**
 * SQL: asks the same-morning alert of each absent student of a register held on the institute's today, when the
 * institute sends alerts the same morning; as a part of the statement that saves the register, so the register
 * takes no extra statement. The students go in the order of their ids, as everywhere two registers may share them,
 * so two registers at once wait for each other instead of deadlocking.
 */
export const askAlertsOfRegister = ({ absent, institute, lecture, day }: AbsentOfRegister) =>
  `INSERT INTO absence_alerts (institute_id, student_id, day, lecture_id, asked_at)
   SELECT DISTINCT i.id, absent.student_id, ${day}, ${lecture}, now()
   FROM (${absent}) absent
   JOIN institutes i ON i.id = ${institute}
   WHERE i.absence_alerts = 'first-absence' AND ${day} = ${todayOfInstituteRow('i')}
   ORDER BY absent.student_id
   ${ASK_AGAIN_IF_CANCELLED}`;

/**
 * SQL: what corrections to Present (`corrected`: a query of student_id and lecture_id) tell the day's alerts of their
 * students: the lecture a sent alert named asks the short correction mail. A pending alert is touched without a
 * change, which makes a correction that meets the dispatcher at work wait for it and then see whether it sent. Rows
 * are locked in the order of the students' ids, as registers lock them.
 */
const flagCorrected = (institute: string, corrected: string) =>
  `UPDATE absence_alerts a
   SET correction_due = a.correction_due OR (a.state = 'sent' AND EXISTS (
         SELECT FROM (${corrected}) c WHERE c.student_id = a.student_id AND c.lecture_id = a.reported_lecture_id)),
       updated_at = now()
   FROM (
     SELECT o.student_id, o.day FROM absence_alerts o
     WHERE o.institute_id = ${institute} AND o.state IN ('pending', 'sent')
       AND (o.student_id, o.day) IN (
         SELECT c.student_id, l.held_on FROM (${corrected}) c
         JOIN lectures l ON l.institute_id = ${institute} AND l.id = c.lecture_id)
     ORDER BY o.student_id
     FOR UPDATE
   ) ordered
   WHERE a.institute_id = ${institute} AND a.student_id = ordered.student_id AND a.day = ordered.day
     AND a.state IN ('pending', 'sent')`;

/**
 * What a correction of a student's mark in a lecture means for the day's alert: to Absent in a lecture held on the
 * institute's today, it asks the alert as a register would; to Present, see flagCorrected (a Present while the alert
 * waits needs nothing more: the dispatcher reads the current marks when it is due).
 */
export async function noteCorrection(
  db: Queryable,
  instituteId: string,
  lectureId: string,
  studentId: string,
  status: MarkStatus,
): Promise<void> {
  if (status === 'present') {
    await db.query(flagCorrected('$1', 'SELECT $3::uuid AS student_id, $2::uuid AS lecture_id'), [
      instituteId,
      lectureId,
      studentId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO absence_alerts (institute_id, student_id, day, lecture_id, asked_at)
     SELECT l.institute_id, $3, l.held_on, l.id, now()
     FROM lectures l JOIN institutes i ON i.id = l.institute_id
     WHERE l.institute_id = $1 AND l.id = $2
       AND i.absence_alerts = 'first-absence' AND l.held_on = ${todayOfInstituteRow('i')}
     ${ASK_AGAIN_IF_CANCELLED}`,
    [instituteId, lectureId, studentId],
  );
}

/** SQL: the same for the marks a statement has just corrected to Present (`corrected`, a CTE), as a part of it. */
export const flagCorrectedAlerts = (institute: string, corrected: string) =>
  flagCorrected(institute, `SELECT student_id, lecture_id FROM ${corrected}`);
