import type { Dashboard } from '@rollcall/contracts';
import { BarChart, type ChartProps, LineChart } from '@rollcall/ui-kit/charts';
import { Panel } from '@rollcall/ui-kit/pages';
import { trendPoints } from './trendPoints';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface TrendChartsProps {
  trend: Dashboard['trend'];
  threshold: number;
}

const tick = (value: number) => `${value}%`;

/** The share present over the last 30 days, 12 weeks and the semester's months, against the threshold. */
export function TrendCharts({ trend, threshold }: TrendChartsProps) {
  const texts = useDashboardTexts();
  const percent = (value: number) => texts.percent(value);
  const common = { format: percent, formatTick: tick, reference: { value: threshold, label: texts.threshold(threshold) } };
  const headers = (label: string): ChartProps['headers'] => ({
    label,
    value: texts.presentPercent,
    detail: texts.presentOfTotal,
  });
  const charts = [
    { title: texts.daily, Chart: LineChart, points: trendPoints(trend.daily, 'day', texts), column: texts.dayColumn },
    { title: texts.weekly, Chart: LineChart, points: trendPoints(trend.weekly, 'day', texts), column: texts.weekColumn },
    { title: texts.monthly, Chart: BarChart, points: trendPoints(trend.monthly, 'month', texts), column: texts.monthColumn },
  ];
  return (
    <section aria-labelledby="dashboard-trends" className={styles.section}>
      <h2 id="dashboard-trends" className={styles.heading}>
        {texts.trendsHeading}
      </h2>
      <div className={styles.trends}>
        {charts.map(({ title, Chart, points, column }) => (
          <Panel key={title} className={styles.chart}>
            <h3 className={styles.subheading}>{title}</h3>
            <Chart title={title} points={points} headers={headers(column)} {...common} />
          </Panel>
        ))}
      </div>
    </section>
  );
}
