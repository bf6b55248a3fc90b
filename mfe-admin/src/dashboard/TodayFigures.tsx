import { CalendarClock, CircleCheck, CircleX, Percent } from 'lucide-react';
import { type Dashboard, formatDay, presentPercentage } from '@rollcall/contracts';
import { StatCard } from '@rollcall/ui-kit/pages';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

/** The day's registers at a glance: scheduled, taken (extra ones included), not taken, and the share present. */
export function TodayFigures({ dashboard }: { dashboard: Dashboard }) {
  const texts = useDashboardTexts();
  const { today, counts, date } = dashboard;
  return (
    <section aria-labelledby="dashboard-day" className={styles.section}>
      <h2 id="dashboard-day" className={styles.heading}>
        {texts.todayHeading(formatDay(date, 'long'))}
      </h2>
      <div className={styles.stats}>
        <StatCard title={texts.scheduled} value={today.scheduled} icon={<CalendarClock size={22} />} tone="blue" />
        <StatCard
          title={texts.taken}
          value={today.taken}
          detail={today.extra > 0 ? texts.extra(today.extra) : undefined}
          icon={<CircleCheck size={22} />}
          tone="green"
        />
        <StatCard title={texts.notTaken} value={counts.notTaken} icon={<CircleX size={22} />} tone="orange" />
        <StatCard
          title={texts.presentPercent}
          value={texts.percent(presentPercentage(today.present, today.absent))}
          icon={<Percent size={22} />}
          tone="teal"
        />
      </div>
    </section>
  );
}
