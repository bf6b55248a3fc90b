/** A day (YYYY-MM-DD) written out as a teacher says it: 'Monday 23 November'. */
export function dayName(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDay;
  return day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}
