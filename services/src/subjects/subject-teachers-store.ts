import { type Subject, setupMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { allAreTeachers } from '../users/institute-teachers';
import { findSubject } from './subject-store';

/**
 * Makes these teachers the subject's whole set of teachers, and answers the subject with them. Every id must be a teacher of the institute, and
 * a teacher still on the subject's timetable stays: a slot's teacher always teaches its subject.
 */
export async function replaceSubjectTeachers(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  teacherIds: readonly string[],
): Promise<Outcome<Subject, 'not-found' | 'in-use'>> {
  const locked = await db.query(`SELECT 1 FROM subjects WHERE institute_id = $1 AND id = $2 FOR UPDATE`, [
    instituteId,
    subjectId,
  ]);
  if (!locked.rowCount) return refused('not-found');
  if (!(await allAreTeachers(db, instituteId, teacherIds))) return refused('not-found', setupMessages.teacherNotFound);
  const scheduled = await db.query<{ teacher: string; subject: string }>(
    `SELECT u.name AS teacher, s.name AS subject
     FROM timetable_slots ts
     JOIN users u ON u.institute_id = ts.institute_id AND u.id = ts.teacher_id
     JOIN subjects s ON s.institute_id = ts.institute_id AND s.id = ts.subject_id
     WHERE ts.institute_id = $1 AND ts.subject_id = $2 AND NOT (ts.teacher_id = ANY($3::uuid[]))
     ORDER BY ts.weekday, ts.period LIMIT 1`,
    [instituteId, subjectId, teacherIds],
  );
  const kept = scheduled.rows[0];
  if (kept) return refused('in-use', setupMessages.teacherHasSlots(kept.teacher, kept.subject));
  await db.query(
    `DELETE FROM subject_teachers WHERE institute_id = $1 AND subject_id = $2 AND NOT (teacher_id = ANY($3::uuid[]))`,
    [instituteId, subjectId, teacherIds],
  );
  await db.query(
    `INSERT INTO subject_teachers (institute_id, subject_id, teacher_id)
     SELECT $1, $2, teacher_id FROM unnest($3::uuid[]) AS teacher_id
     ON CONFLICT DO NOTHING`,
    [instituteId, subjectId, teacherIds],
  );
  return succeeded((await findSubject(db, instituteId, subjectId))!);
}
