import type { Queryable } from '../db/pool';

/** A weekly slot of the timetable, with what a day's change to it needs to know. */
export interface SlotRow {
  id: string;
  subjectId: string;
  teacherId: string;
  period: number;
}

export async function findSlot(db: Queryable, instituteId: string, slotId: string): Promise<SlotRow | null> {
  const { rows } = await db.query<SlotRow>(
    `SELECT id, subject_id AS "subjectId", teacher_id AS "teacherId", period
     FROM timetable_slots WHERE institute_id = $1 AND id = $2`,
    [instituteId, slotId],
  );
  return rows[0] ?? null;
}

/** Whether the timetable holds the slot on that day (its semester, its weekday or a follows day, no holiday or exams, not cancelled). */
export async function slotHeldOn(db: Queryable, instituteId: string, slotId: string, day: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM scheduled_lectures($1, $2, $2) WHERE slot_id = $3`, [instituteId, day, slotId]);
  return rows.length > 0;
}

/**
 * The teachers busy in a period of a day, each with the class they teach then: the one who holds another scheduled
 * lecture of that period (a cover teacher in place of the regular one), or who took a register of that period.
 */
export async function busyInPeriod(
  db: Queryable,
  instituteId: string,
  day: string,
  period: number,
  exceptSlotId: string,
): Promise<{ teacherId: string; className: string }[]> {
  const { rows } = await db.query<{ teacherId: string; className: string }>(
    `SELECT sl.teacher_id AS "teacherId", c.name AS "className"
     FROM scheduled_lectures($1, $2, $2) sl
     JOIN classes c ON c.institute_id = $1 AND c.id = sl.class_id
     WHERE sl.period = $3 AND sl.slot_id <> $4
     UNION
     SELECT l.taken_by, c.name
     FROM lectures l
     JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
     JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
     WHERE l.institute_id = $1 AND l.held_on = $2 AND l.period = $3
     ORDER BY 2`,
    [instituteId, day, period, exceptSlotId],
  );
  return rows;
}
