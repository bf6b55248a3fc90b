/**
 * The rules of a student's standing against the institute's threshold, in integers only: the threshold has one
 * decimal (numeric(4,1)), so it is worked in tenths of a percent and no floating point value is ever compared.
 */

const PER_MILLE = 1000;

/** The threshold in tenths of a percent (72.5 → 725). */
const tenthsOf = (threshold: number) => Math.round(threshold * 10);

/**
 * The fewest further lectures n ≥ 0 to attend, all of them, so that (present + n) ÷ (total + n) reaches the
 * threshold: 0 when already there (also with nothing marked yet); null when more lectures would be needed than
 * are left, and at a threshold of 100 % once any lecture was missed.
 */
export function lecturesNeeded(present: number, total: number, threshold: number, lecturesLeft: number): number | null {
  const tenths = tenthsOf(threshold);
  // (present + n) × 1000 ≥ tenths × (total + n)  ⇔  n × (1000 − tenths) ≥ tenths × total − 1000 × present.
  const shortfall = tenths * total - PER_MILLE * present;
  if (shortfall <= 0) return 0;
  const gainPerLecture = PER_MILLE - tenths;
  if (gainPerLecture === 0) return null;
  const needed = Math.ceil(shortfall / gainPerLecture);
  return needed > lecturesLeft ? null : needed;
}
