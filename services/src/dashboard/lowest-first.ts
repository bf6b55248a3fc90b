import { percentageTenths } from '../standing/standing-sql';

/**
 * An ORDER BY key: the percentage as shown (to one decimal, so rows shown alike are ordered by the keys after it),
 * lowest first, those with nothing marked last.
 */
export const lowestFirst = (present: string, total: string) => `${percentageTenths(present, `nullif(${total}, 0)`)} NULLS LAST`;
