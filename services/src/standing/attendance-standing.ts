import { type EligibilityStatus, percentage } from '@rollcall/contracts';

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

/** What eligibility is worked from for one (student, subject). */
export interface EligibilityCounts {
  present: number;
  total: number;
  /** Lectures granted by the condonations in force. */
  granted: number;
  /** Lectures the calendar and timetable still hold for the student in the subject. */
  lecturesLeft: number;
}

/** The threshold and the floor below which a shortfall can no longer be condoned, both in percent to one decimal. */
export interface EligibilityRules {
  threshold: number;
  condonationFloor: number;
}

export interface Eligibility {
  condoned: number;
  percentage: number | null;
  status: EligibilityStatus;
  maxReachable: number | null;
  canMiss: number;
}

/**
 * Lectures counted by condonation, in thousandths of a lecture: those granted, but never more than lift
 * (present + condoned) ÷ total to the threshold, so condonation alone never takes anyone above it.
 */
const condonedMilli = (present: number, total: number, granted: number, tenths: number) =>
  Math.min(granted * PER_MILLE, Math.max(0, tenths * total - PER_MILLE * present));

/** (present + condoned) ÷ total in percent, one decimal, by `percentage()`'s rule, worked in thousandths of a lecture. */
const percentageWith = (present: number, total: number, condoned: number) =>
  percentage(PER_MILLE * present + condoned, PER_MILLE * total);

/**
 * A student's eligibility in a subject: `eligible` at or above the threshold (and before any lecture), `condonable`
 * from the floor up to it, `short` below the floor, each on (present + condoned) ÷ total compared exactly, as
 * `belowThreshold` compares. `maxReachable` is the percentage after attending every lecture left; `canMiss` the most
 * of them that may be missed while still ending at or above the threshold, condonations counted.
 */
export function eligibility(counts: EligibilityCounts, rules: EligibilityRules): Eligibility {
  const { present, total, granted, lecturesLeft } = counts;
  const tenths = tenthsOf(rules.threshold);
  const floorTenths = tenthsOf(rules.condonationFloor);
  const condoned = condonedMilli(present, total, granted, tenths);
  const attended = PER_MILLE * present + condoned;
  const status: EligibilityStatus =
    attended >= tenths * total ? 'eligible' : attended >= floorTenths * total ? 'condonable' : 'short';

  const finalTotal = total + lecturesLeft;
  const finalPresent = present + lecturesLeft;
  const maxReachable =
    finalTotal === 0 ? null : percentageWith(finalPresent, finalTotal, condonedMilli(finalPresent, finalTotal, granted, tenths));
  // Missing m of them ends at (present + left − m + condoned) ÷ (total + left), and condonation fills any shortfall
  // up to what was granted: so m × 1000 ≤ 1000 × (present + left + granted) − tenths × (total + left).
  const spare = Math.floor((PER_MILLE * (finalPresent + granted) - tenths * finalTotal) / PER_MILLE);
  return {
    condoned: condoned / PER_MILLE,
    percentage: percentageWith(present, total, condoned),
    status,
    maxReachable,
    canMiss: Math.min(lecturesLeft, Math.max(0, spare)),
  };
}
