/**
 * The rule of `percentage()` written in SQL, as whole tenths of a percent (present of total, a half up), for
 * ordering by the percentage a person is shown. Both counts are non-negative integers, so integer division floors,
 * as Math.floor does. Only for a total above 0.
 */
export const percentageTenths = (present: string, total: string) => `((2000 * (${present}) + (${total})) / (2 * (${total})))`;
