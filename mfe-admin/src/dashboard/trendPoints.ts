import type { TrendPoint } from '@rollcall/contracts';
import type { DashboardTexts } from './useDashboardTexts';
import type { ChartPoint } from '@rollcall/ui-kit/charts';

const dayLabel = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const monthLabel = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** A trend's points as a chart draws them: labelled by their day ('12 Jan') or month ('Jan 2026'). */
export function trendPoints(trend: readonly TrendPoint[], by: 'day' | 'month', texts: DashboardTexts): ChartPoint[] {
  const label = by === 'day' ? dayLabel : monthLabel;
  return trend.map((point) => ({
    label: label.format(new Date(`${point.date}T00:00:00Z`)),
    value: point.percentage,
    detail: texts.ofTotal(point.present, point.total),
  }));
}
