/**
 * The rule of `percentage()` written in SQL, as whole tenths of a percent (present of total, a half up), for
 * ordering by the percentage a person is shown. Both counts are non-negative integers, so integer division floors,
 * as Math.floor does. Only for a total above 0.
 */
export const percentageTenths = (present: string, total: string) => `((2000 * (${present}) + (${total})) / (2 * (${total})))`;

/** The institute's threshold in whole tenths of a percent (72.5 → 725): it is numeric(4,1), so this is exact. */
export const thresholdTenths = (instituteId: string) =>
  `(SELECT (i.attendance_threshold * 10)::int FROM institutes i WHERE i.id = ${instituteId})`;

/**
 * Below the threshold: present × 1000 < threshold in tenths × total, in integers, so one exactly at the threshold is
 * not, and nobody is below while nothing has been marked. `lecturesNeeded()` is 0 exactly when this is false.
 */
export const belowThreshold = (present: string, total: string, tenths: string) =>
  `((${total}) > 0 AND (${present}) * 1000 < (${tenths}) * (${total}))`;
