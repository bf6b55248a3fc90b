import {
  type TimetableChange,
  calendarMessages,
  formatDay,
  setupMessages,
  type timetableChangeInputSchema,
} from '@rollcall/contracts';
import type { z } from 'zod';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { findTeachers } from '../users/institute-teachers';
import { busyInPeriod, findSlot, type SlotRow, slotHeldOn } from './scheduled-slot';

type ChangeInput = z.output<typeof timetableChangeInputSchema>;
type ChangeRefusal = Outcome<never, 'not-found' | 'conflict'>;

const CHANGE_COLUMNS = `ch.id, to_char(ch.held_on, 'YYYY-MM-DD') AS date, ch.slot_id AS "slotId", ch.change,
  ch.teacher_id AS "teacherId", ch.reason`;

/** The changes from … to (either bound may be left out), by day, then period. */
export async function listTimetableChanges(
  db: Queryable,
  instituteId: string,
  { from, to }: { from?: string; to?: string },
): Promise<TimetableChange[]> {
  const { rows } = await db.query<TimetableChange>(
    `SELECT ${CHANGE_COLUMNS}
     FROM timetable_changes ch
     JOIN timetable_slots ts ON ts.institute_id = ch.institute_id AND ts.id = ch.slot_id
     WHERE ch.institute_id = $1 AND ($2::date IS NULL OR ch.held_on >= $2) AND ($3::date IS NULL OR ch.held_on <= $3)
     ORDER BY ch.held_on, ts.period, ch.created_at, ch.id`,
    [instituteId, from ?? null, to ?? null],
  );
  return rows;
}

/**
 * One day's changes of an institute take turns until the transaction ends, so two covers saved at once cannot both
 * find the same teacher free in the same period.
 */
async function lockDay(db: Queryable, instituteId: string, day: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`timetable-changes:${instituteId}:${day}`]);
}

/** A cancellation refused once the lecture's register is taken: its marks stay, so the lecture was held. */
async function refuseTakenRegister(
  db: Queryable,
  instituteId: string,
  slot: SlotRow,
  day: string,
): Promise<ChangeRefusal | null> {
  const { rows } = await db.query(
    `SELECT 1 FROM lectures WHERE institute_id = $1 AND subject_id = $2 AND held_on = $3 AND period = $4`,
    [instituteId, slot.subjectId, day, slot.period],
  );
  return rows.length > 0 ? refused('conflict', calendarMessages.registerTakenAlready(formatDay(day))) : null;
}

/** A cover teacher is a teacher of the institute other than the slot's own, free in the slot's period that day. */
async function refuseCoverTeacher(
  db: Queryable,
  instituteId: string,
  slot: SlotRow,
  day: string,
  teacherId: string,
): Promise<ChangeRefusal | null> {
  const [teacher] = await findTeachers(db, instituteId, [teacherId]);
  if (!teacher) return refused('not-found', setupMessages.teacherNotFound);
  if (teacherId === slot.teacherId) return refused('conflict', calendarMessages.coverIsRegular);
  const busy = (await busyInPeriod(db, instituteId, day, slot.period, slot.id)).find((each) => each.teacherId === teacherId);
  return busy ? refused('conflict', calendarMessages.coverBusy(teacher.name, busy.className, slot.period)) : null;
}

/** Cancels or covers one day's lecture of a slot, once that day holds the slot and has no change for it yet. */
export async function insertTimetableChange(
  db: Queryable,
  instituteId: string,
  createdBy: string,
  change: ChangeInput,
): Promise<Outcome<TimetableChange, 'not-found' | 'conflict'>> {
  await lockDay(db, instituteId, change.date);
  const slot = await findSlot(db, instituteId, change.slotId);
  if (!slot) return refused('not-found', calendarMessages.slotNotFound);
  const existing = await db.query(`SELECT 1 FROM timetable_changes WHERE institute_id = $1 AND slot_id = $2 AND held_on = $3`, [
    instituteId,
    slot.id,
    change.date,
  ]);
  if (existing.rows.length > 0) return refused('conflict', calendarMessages.slotChangedAlready(formatDay(change.date)));
  if (!(await slotHeldOn(db, instituteId, slot.id, change.date)))
    return refused('conflict', calendarMessages.slotNotHeld(formatDay(change.date)));
  const refusal =
    change.change === 'cancel'
      ? await refuseTakenRegister(db, instituteId, slot, change.date)
      : await refuseCoverTeacher(db, instituteId, slot, change.date, change.teacherId!);
  if (refusal) return refusal;
  const { rows } = await db.query<TimetableChange>(
    `INSERT INTO timetable_changes AS ch (institute_id, slot_id, held_on, change, teacher_id, reason, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING ${CHANGE_COLUMNS}`,
    [instituteId, slot.id, change.date, change.change, change.teacherId ?? null, change.reason ?? null, createdBy],
  );
  return succeeded(rows[0]!);
}

export async function deleteTimetableChange(db: Queryable, instituteId: string, id: string): Promise<Outcome<void, 'not-found'>> {
  const { rowCount } = await db.query(`DELETE FROM timetable_changes WHERE institute_id = $1 AND id = $2`, [instituteId, id]);
  return rowCount ? succeeded(undefined) : refused('not-found');
}
