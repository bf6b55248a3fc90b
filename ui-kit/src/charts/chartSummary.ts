import type { ChartPoint } from './chartProps';

type Measured = { label: string; value: number };

/**
 * What a chart shows in one sentence, for its accessible name: the span, the lowest, the highest and the latest
 * values, how many points have none, and the reference line.
 */
export function chartSummary(
  title: string,
  points: readonly ChartPoint[],
  format: (value: number) => string,
  reference?: { label: string },
): string {
  const measured = points.filter((point): point is Measured => point.value !== null);
  const parts = [title];
  if (points.length > 0)
    parts.push(
      `${points.length === 1 ? '1 value' : `${points.length} values`} from ${points[0]!.label} to ${points.at(-1)!.label}`,
    );
  if (measured.length === 0) parts.push('no values yet');
  else {
    const lowest = measured.reduce((low, point) => (point.value < low.value ? point : low));
    const highest = measured.reduce((high, point) => (point.value > high.value ? point : high));
    const latest = measured.at(-1)!;
    parts.push(
      `lowest ${format(lowest.value)} (${lowest.label}), highest ${format(highest.value)} (${highest.label}), latest ${format(latest.value)} (${latest.label})`,
    );
    const missing = points.length - measured.length;
    if (missing > 0) parts.push(`${missing} with no value`);
  }
  if (reference) parts.push(reference.label);
  return `${parts.join('. ')}.`;
}
