/**
 * "Today" of the institute whose id is the SQL expression given: the date on its own clock, in its time zone,
 * never the server's.
 */
export const instituteToday = (instituteId: string) =>
  `(SELECT ${todayOfInstituteRow('i')} FROM institutes i WHERE i.id = ${instituteId})`;

/** "Today" of the institutes row aliased `alias`, for a query that reads other columns of that row too. */
export const todayOfInstituteRow = (alias: string) => `(now() AT TIME ZONE ${alias}.time_zone)::date`;
