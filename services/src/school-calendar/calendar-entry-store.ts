import {
  type CalendarEntry,
  type calendarEntryInputSchema,
  calendarMessages,
  formatDay,
  setupMessages,
} from '@rollcall/contracts';
import type { z } from 'zod';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

/** An entry as a POST's body parses, or as a PATCH makes it of the stored one. */
export type CalendarEntryFields = z.output<typeof calendarEntryInputSchema>;

/** An entry as the API answers it: its classes sorted, none for the whole institute. */
const ENTRY_SELECT = `
  SELECT ce.id, ce.kind, ce.name, to_char(ce.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ce.ends_on, 'YYYY-MM-DD') AS "endsOn",
         coalesce((SELECT array_agg(ec.class_id ORDER BY ec.class_id) FROM calendar_entry_classes ec
                   WHERE ec.institute_id = ce.institute_id AND ec.entry_id = ce.id), '{}') AS "classIds",
         ce.follows_weekday AS "followsWeekday"
  FROM calendar_entries ce
  WHERE ce.institute_id = $1`;

/** The entries overlapping from … to (either bound may be left out), by first day, then name. */
export async function listCalendarEntries(
  db: Queryable,
  instituteId: string,
  { from, to }: { from?: string; to?: string },
): Promise<CalendarEntry[]> {
  const { rows } = await db.query<CalendarEntry>(
    `${ENTRY_SELECT} AND ($2::date IS NULL OR ce.ends_on >= $2) AND ($3::date IS NULL OR ce.starts_on <= $3)
     ORDER BY ce.starts_on, ce.name, ce.id`,
    [instituteId, from ?? null, to ?? null],
  );
  return rows;
}

export async function findCalendarEntry(db: Queryable, instituteId: string, id: string): Promise<CalendarEntry | null> {
  const { rows } = await db.query<CalendarEntry>(`${ENTRY_SELECT} AND ce.id = $2`, [instituteId, id]);
  return rows[0] ?? null;
}

/**
 * Writes to one institute's calendar take turns until the transaction ends, so two entries saved at once cannot
 * both miss each other's clash: no constraint sees a clash between a whole-institute entry and a class's.
 */
export async function lockCalendar(db: Queryable, instituteId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`calendar:${instituteId}`]);
}

/**
 * The first day an entry of the same kind (other than `exceptId`) already covers one of the entry's classes: an entry
 * for the whole institute covers every class. Names the other entry's class, or null for the whole institute.
 */
async function refuseSameKindClash(
  db: Queryable,
  instituteId: string,
  entry: CalendarEntryFields,
  exceptId: string | null,
): Promise<Outcome<never, 'conflict'> | null> {
  const { rows } = await db.query<{ day: string; className: string | null; other: string }>(
    `SELECT to_char(greatest(o.starts_on, $4::date), 'YYYY-MM-DD') AS day, c.name AS "className", o.name AS other
     FROM calendar_entries o
     LEFT JOIN calendar_entry_classes oc ON oc.institute_id = o.institute_id AND oc.entry_id = o.id
     LEFT JOIN classes c ON c.institute_id = oc.institute_id AND c.id = oc.class_id
     WHERE o.institute_id = $1 AND o.kind = $2 AND o.id IS DISTINCT FROM $6::uuid
       AND o.starts_on <= $5::date AND o.ends_on >= $4::date
       AND (cardinality($3::uuid[]) = 0 OR oc.class_id IS NULL OR oc.class_id = ANY ($3::uuid[]))
     ORDER BY 1, lower(c.name) NULLS FIRST, o.name
     LIMIT 1`,
    [instituteId, entry.kind, entry.classIds ?? [], entry.startsOn, entry.endsOn, exceptId],
  );
  const clash = rows[0];
  return clash
    ? refused('conflict', calendarMessages.sameKindSameDay(entry.kind, clash.className, formatDay(clash.day), clash.other))
    : null;
}

async function refuseUnknownClasses(
  db: Queryable,
  instituteId: string,
  classIds: readonly string[],
): Promise<Outcome<never, 'not-found'> | null> {
  if (classIds.length === 0) return null;
  const { rows } = await db.query<{ found: number }>(
    `SELECT count(*)::int AS found FROM classes WHERE institute_id = $1 AND id = ANY ($2::uuid[])`,
    [instituteId, classIds],
  );
  return rows[0]!.found === new Set(classIds).size ? null : refused('not-found', setupMessages.classNotFound);
}

/**
 * Adds the entry, or replaces every field of the entry `id`, once its classes are the institute's and no entry of
 * the same kind covers one of its classes on one of its days. The caller holds the calendar's lock.
 */
export async function saveCalendarEntry(
  db: Queryable,
  instituteId: string,
  entry: CalendarEntryFields,
  id: string | null = null,
): Promise<Outcome<CalendarEntry, 'not-found' | 'conflict'>> {
  const classIds = entry.classIds ?? [];
  const refusal =
    (await refuseUnknownClasses(db, instituteId, classIds)) ?? (await refuseSameKindClash(db, instituteId, entry, id));
  if (refusal) return refusal;
  const fields = [instituteId, entry.kind, entry.name, entry.startsOn, entry.endsOn, entry.followsWeekday ?? null];
  const { rows } = id
    ? await db.query<{ id: string }>(
        `UPDATE calendar_entries SET kind = $2, name = $3, starts_on = $4, ends_on = $5, follows_weekday = $6
         WHERE institute_id = $1 AND id = $7 RETURNING id`,
        [...fields, id],
      )
    : await db.query<{ id: string }>(
        `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on, follows_weekday)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        fields,
      );
  const saved = rows[0];
  if (!saved) return refused('not-found');
  await db.query(`DELETE FROM calendar_entry_classes WHERE institute_id = $1 AND entry_id = $2`, [instituteId, saved.id]);
  await db.query(`INSERT INTO calendar_entry_classes (institute_id, entry_id, class_id) SELECT $1, $2, unnest($3::uuid[])`, [
    instituteId,
    saved.id,
    classIds,
  ]);
  return succeeded((await findCalendarEntry(db, instituteId, saved.id))!);
}

export async function deleteCalendarEntry(db: Queryable, instituteId: string, id: string): Promise<Outcome<void, 'not-found'>> {
  const { rowCount } = await db.query(`DELETE FROM calendar_entries WHERE institute_id = $1 AND id = $2`, [instituteId, id]);
  return rowCount ? succeeded(undefined) : refused('not-found');
}
