import type { Queryable } from './pool';

/** The institute's IANA time zone: the clock its screens tell every time on. */
export async function instituteTimeZone(db: Queryable, instituteId: string): Promise<string> {
  const { rows } = await db.query<{ timeZone: string }>({
    name: 'institute-time-zone',
    text: 'SELECT time_zone AS "timeZone" FROM institutes WHERE id = $1',
    values: [instituteId],
  });
  return rows[0]!.timeZone;
}
