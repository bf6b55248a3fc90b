import { percentage } from '@rollcall/contracts';
import type { ReportCount } from '@rollcall/contracts';

/** Present of total as the rollups count them, before the percentage is worked out. */
export type Counted<T extends ReportCount> = Omit<T, 'percentage'>;

/** The counts with their percentage, by the one rule of percentages. */
export const withPercentage = <T extends ReportCount>(counts: Counted<T>): T =>
  ({ ...counts, percentage: percentage(counts.present, counts.total) }) as T;
