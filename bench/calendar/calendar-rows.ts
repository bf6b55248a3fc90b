import type { Pool } from '../../services/src/db/pool';

export interface CalendarPlan {
  instituteId: string;
  semesterId: string;
  /** The admin recorded as having made the timetable changes. */
  adminId: string;
  /** The institute's today: one holiday of a few classes spans it, so the dashboard's day has a calendar. */
  today: string;
  holidays: number;
  changes: number;
}

export interface CalendarRows {
  entries: number;
  /** Class-days the entries cover, Sundays included. */
  classDays: number;
  cancels: number;
  covers: number;
  /** Of the changes, those on the institute's today. */
  changesToday: number;
}

interface PlannedEntry {
  kind: 'holiday' | 'exams';
  name: string;
  startsOn: string;
  endsOn: string;
  classIds: string[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
/** A Sunday moved to the Monday after it: the generated school holds lectures Monday to Saturday. */
const schoolDayFrom = (number: number) => (new Date(number * DAY_MS).getUTCDay() === 0 ? number + 1 : number);

/**
 * The semester's calendar: a Monday-to-Saturday exam week for the whole institute starting three weeks or less
 * before the semester's end, and `holidays - 1` holidays spread evenly over the days before it, every third for
 * three classes and the rest for the whole institute, every fifth three days long; the one nearest today is moved
 * to span today (up to three days, three classes). No two holidays overlap.
 */
function plannedEntries(
  { holidays, today }: CalendarPlan,
  semester: { startsOn: string; endsOn: string },
  classIds: string[],
): PlannedEntry[] {
  const first = dayNumber(semester.startsOn);
  const threeWeeksBefore = dayNumber(semester.endsOn) - 20;
  const examsFrom = threeWeeksBefore + ((8 - new Date(threeWeeksBefore * DAY_MS).getUTCDay()) % 7);
  const fewClasses = (n: number) => [...new Set([0, 1, 2].map((k) => classIds[(n * 7 + k) % classIds.length]!))];
  const spread = holidays - 1;
  const ranges = Array.from({ length: spread }, (_, n) => {
    const from = schoolDayFrom(first + Math.floor(((n + 0.25) * (examsFrom - first)) / spread));
    return { from, to: from + (n % 5 === 2 ? 2 : 0) };
  });
  const day = dayNumber(today);
  const nearest = ranges.reduce(
    (best, range, n) => (Math.abs(range.from - day) < Math.abs(ranges[best]!.from - day) ? n : best),
    0,
  );
  ranges[nearest] = {
    from: Math.max(day - 1, (ranges[nearest - 1]?.to ?? first - 1) + 1),
    to: Math.min(day + 1, (ranges[nearest + 1]?.from ?? examsFrom) - 1),
  };
  const entries: PlannedEntry[] = ranges.map(({ from, to }, n) => ({
    kind: 'holiday',
    name: `Holiday ${n + 1}`,
    startsOn: dayOf(from),
    endsOn: dayOf(to),
    classIds: n === nearest || n % 3 === 0 ? fewClasses(n) : [],
  }));
  entries.push({
    kind: 'exams',
    name: 'End-semester exams',
    startsOn: dayOf(examsFrom),
    endsOn: dayOf(examsFrom + 5),
    classIds: [],
  });
  return entries;
}

/**
 * Writes the semester's calendar as the owner, straight into the calendar's tables: `holidays` entries (see
 * plannedEntries), then `changes` timetable changes spread evenly over the lectures the timetable then holds
 * (scheduled_lectures(), so never on a holiday), alternately a cancellation and a cover. A cover goes to the
 * teacher of the class's next period, who teaches only that period: free in the covered one, and no other
 * cover of that day and period can name them.
 */
export async function insertCalendar(pool: Pool, plan: CalendarPlan): Promise<CalendarRows> {
  const { instituteId, semesterId, adminId, today, changes } = plan;
  const semester = (
    await pool.query<{ startsOn: string; endsOn: string }>(
      `SELECT to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
       FROM semesters WHERE institute_id = $1 AND id = $2`,
      [instituteId, semesterId],
    )
  ).rows[0]!;
  const classIds = (
    await pool.query<{ id: string }>('SELECT id FROM classes WHERE institute_id = $1 ORDER BY name', [instituteId])
  ).rows.map((row) => row.id);
  const entries = plannedEntries(plan, semester, classIds);

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `WITH entry AS (
         INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on)
         SELECT $1, kind, name, starts_on, ends_on
         FROM unnest($2::text[], $3::text[], $4::date[], $5::date[]) AS e (kind, name, starts_on, ends_on)
         RETURNING id, name
       )
       INSERT INTO calendar_entry_classes (institute_id, entry_id, class_id)
       SELECT $1, entry.id, class_id
       FROM entry JOIN unnest($3::text[], $6::text[]) AS planned (name, class_ids) ON planned.name = entry.name
       CROSS JOIN LATERAL unnest(string_to_array(nullif(planned.class_ids, ''), ',')::uuid[]) AS class_id`,
      [
        instituteId,
        entries.map((entry) => entry.kind),
        entries.map((entry) => entry.name),
        entries.map((entry) => entry.startsOn),
        entries.map((entry) => entry.endsOn),
        entries.map((entry) => entry.classIds.join(',')),
      ],
    );
    await client.query(
      `WITH held AS (
         SELECT sl.*, ntile($5::int) OVER (ORDER BY sl.held_on, c.name, sl.period) AS tile
         FROM scheduled_lectures($1, $2::date, $3::date) sl
         JOIN classes c ON c.institute_id = $1 AND c.id = sl.class_id
       ),
       chosen AS (
         SELECT DISTINCT ON (tile) * FROM held ORDER BY tile, held_on, period
       ),
       numbered AS (
         SELECT chosen.*, row_number() OVER (ORDER BY tile) AS n FROM chosen
       )
       INSERT INTO timetable_changes (institute_id, slot_id, held_on, change, teacher_id, reason, created_by)
       SELECT $1, numbered.slot_id, numbered.held_on,
              CASE WHEN n % 2 = 0 THEN 'cancel' ELSE 'cover' END,
              CASE WHEN n % 2 = 1 THEN next_period.teacher_id END,
              CASE WHEN n % 2 = 0 THEN 'Teacher on leave' ELSE 'Cover for a teacher on leave' END,
              $4
       FROM numbered
       JOIN timetable_slots next_period ON next_period.institute_id = $1 AND next_period.class_id = numbered.class_id
         AND next_period.semester_id = numbered.semester_id AND next_period.weekday = extract(isodow FROM numbered.held_on)
         AND next_period.period = numbered.period % 6 + 1
       WHERE n % 2 = 0 OR NOT EXISTS (
         SELECT FROM scheduled_lectures($1, numbered.held_on, numbered.held_on) busy
         WHERE busy.teacher_id = next_period.teacher_id AND busy.period = numbered.period)`,
      [instituteId, semester.startsOn, semester.endsOn, adminId, changes],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  // As autovacuum would within a minute of the change: the planner sees the rows.
  await pool.query('ANALYZE calendar_entries, calendar_entry_classes, timetable_changes');
  return countCalendar(pool, instituteId, today);
}

async function countCalendar(pool: Pool, instituteId: string, today: string): Promise<CalendarRows> {
  const { rows } = await pool.query<CalendarRows>(
    `SELECT (SELECT count(*)::int FROM calendar_entries WHERE institute_id = $1) AS entries,
            (SELECT count(*)::int FROM calendar_class_days($1, '-infinity', 'infinity')) AS "classDays",
            count(*) FILTER (WHERE change = 'cancel')::int AS cancels,
            count(*) FILTER (WHERE change = 'cover')::int AS covers,
            count(*) FILTER (WHERE held_on = $2::date)::int AS "changesToday"
     FROM timetable_changes WHERE institute_id = $1`,
    [instituteId, today],
  );
  return rows[0]!;
}
