import {
  attendanceMessages,
  type CorrectionInput,
  type LectureCounts,
  type MarkSource,
  type MarkVersion,
} from '@rollcall/contracts';
import { noteCorrection } from '../absences/ask-absence-alerts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';
import { webhooksOfCorrections } from './correction-events';
import type { LectureStanding } from './lecture-access';
import { IS_CURRENT_MARK, lectureCounts } from './lecture-counts';
import { MARK_VERSION_COLUMNS } from './lecture-history-store';

export type CorrectionRefusal = 'forbidden' | 'invalid' | 'conflict';

interface CurrentMark {
  id: string;
  status: CorrectionInput['status'];
  source: MarkSource;
}

/**
 * Who a correction is recorded as, once the caller may correct the lecture at all. A teacher's own rights (their
 * lecture, inside the window) record it as the teacher's, but never over a mark the office corrected; past those
 * rights only Correct attendance lets them on, and then they act for the office. The office always records as itself.
 */
function correctionSource(standing: LectureStanding, current: MarkSource): Outcome<MarkSource, 'conflict'> {
  if (standing.reach.caller.role === 'admin') return succeeded('office');
  if (standing.own && standing.windowOpen && current === 'teacher') return succeeded('teacher');
  if (standing.reach.correctsAny) return succeeded('office');
  return refused('conflict', attendanceMessages.correctedByOffice);
}

/**
 * Records a correction as a new mark naming the current one it replaces; marks are never changed. Two corrections of
 * one mark at once both name it, and the unique key on what a mark supersedes refuses the second. The day's absence
 * alert and the webhooks hear of it in the same transaction.
 */
export async function correctMark(
  db: Queryable,
  instituteId: string,
  standing: LectureStanding,
  { studentId, status, reason }: CorrectionInput,
): Promise<Outcome<{ mark: MarkVersion; lecture: LectureCounts }, CorrectionRefusal>> {
  // Opening the lecture already refused anyone else: who may open it but not correct it is its teacher after the window.
  if (!standing.canCorrect) return refused('forbidden', attendanceMessages.correctionWindowClosed(standing.windowDays));
  const { rows } = await db.query<CurrentMark>(
    `SELECT m.id, m.status, m.source FROM attendance_marks m
     WHERE m.institute_id = $1 AND m.lecture_id = $2 AND m.student_id = $3
       AND ${IS_CURRENT_MARK}`,
    [instituteId, standing.lectureId, studentId],
  );
  const current = rows[0];
  if (!current) return refused('invalid', attendanceMessages.studentNotInLecture);
  if (current.status === status) return refused('invalid', attendanceMessages.sameStatus(status));
  const source = correctionSource(standing, current.source);
  if (!source.ok) return source;
  try {
    const added = await db.query<MarkVersion>(
      `WITH m AS (
         INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *
       ),
       deliveries AS (${webhooksOfCorrections('m', '$9::text')})
       SELECT ${MARK_VERSION_COLUMNS} FROM m JOIN users r ON r.institute_id = m.institute_id AND r.id = m.recorded_by`,
      [
        instituteId,
        standing.lectureId,
        studentId,
        status,
        standing.reach.caller.userId,
        source.value,
        current.id,
        reason,
        current.status,
      ],
    );
    await noteCorrection(db, instituteId, standing.lectureId, studentId, status);
    return succeeded({ mark: added.rows[0]!, lecture: await lectureCounts(db, instituteId, standing.lectureId) });
  } catch (error) {
    if (uniqueViolation(error) === 'attendance_marks_one_correction_each')
      return refused('conflict', attendanceMessages.markChangedMeanwhile);
    throw error;
  }
}
