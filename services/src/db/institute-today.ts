/**
 * "Today" of the institute whose id is the SQL expression given: the date on its own clock, in its time zone,
 * never the server's.
 */
export const instituteToday = (instituteId: string) =>
  `(SELECT (now() AT TIME ZONE i.time_zone)::date FROM institutes i WHERE i.id = ${instituteId})`;
