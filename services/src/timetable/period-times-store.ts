import type { PeriodTime } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/** The institute's period times, in period order, times as HH:MM. */
export async function periodTimes(db: Queryable, instituteId: string): Promise<PeriodTime[]> {
  const { rows } = await db.query<PeriodTime>(
    `SELECT period, to_char(starts_at, 'HH24:MI') AS "startsAt", to_char(ends_at, 'HH24:MI') AS "endsAt"
     FROM period_times WHERE institute_id = $1 ORDER BY period`,
    [instituteId],
  );
  return rows;
}

/** Makes these the institute's period times: the ones left out are removed. */
export async function replacePeriodTimes(
  db: Queryable,
  instituteId: string,
  periods: readonly PeriodTime[],
): Promise<PeriodTime[]> {
  await db.query(`DELETE FROM period_times WHERE institute_id = $1`, [instituteId]);
  await db.query(
    `INSERT INTO period_times (institute_id, period, starts_at, ends_at)
     SELECT $1, p.period, p.starts_at, p.ends_at
     FROM unnest($2::smallint[], $3::time[], $4::time[]) AS p(period, starts_at, ends_at)`,
    [instituteId, periods.map((time) => time.period), periods.map((time) => time.startsAt), periods.map((time) => time.endsAt)],
  );
  return periodTimes(db, instituteId);
}
