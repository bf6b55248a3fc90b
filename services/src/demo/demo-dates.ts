/** Calendar arithmetic on 'YYYY-MM-DD' dates, free of any clock or time zone. */

const MS_PER_DAY = 86_400_000;

const asUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number): string => new Date(asUtc(day) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** 1 = Monday … 7 = Sunday, as PostgreSQL's isodow. */
export const isoWeekday = (day: string): number => ((new Date(asUtc(day)).getUTCDay() + 6) % 7) + 1;

/** The Monday of the day's week. */
export const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));
