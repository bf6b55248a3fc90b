/** The institute's today, in its own time zone, as SQL for the institute named by the given parameter. */
export const instituteToday = (parameter: string) =>
  `(SELECT (now() AT TIME ZONE time_zone)::date FROM institutes WHERE id = ${parameter})`;
