import { dayIn } from '@rollcall/attendance-ui';
import type { Dashboard } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { NotTakenList } from './NotTakenList';
import { StudentsBelow } from './StudentsBelow';
import { SummaryTables } from './SummaryTables';
import { TodayFigures } from './TodayFigures';
import { TrendCharts } from './TrendCharts';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface DashboardFiguresProps {
  dashboard: Dashboard;
  askedDay: string | undefined;
}

/**
 * Every figure of the day. The answer to no asked day is the institute's today; an asked day is today when
 * it is the institute's today, whatever this device's calendar says.
 */
export function DashboardFigures({ dashboard, askedDay }: DashboardFiguresProps) {
  const texts = useDashboardTexts();
  const shownIsToday = askedDay === undefined || askedDay === dayIn(new Date(), dashboard.timeZone);
  return (
    <div className={styles.figures}>
      {dashboard.semester === null ? (
        <Notice type="info">
          <strong>{texts.noSemester}</strong> {texts.noSemesterDetail}
        </Notice>
      ) : null}
      <TodayFigures dashboard={dashboard} />
      <NotTakenList
        slots={dashboard.notTaken}
        count={dashboard.counts.notTaken}
        lecturesOfTheDay={Math.max(dashboard.today.scheduled, dashboard.today.taken)}
        shownIsToday={shownIsToday}
        timeZone={dashboard.timeZone}
      />
      <TrendCharts trend={dashboard.trend} threshold={dashboard.threshold} />
      <SummaryTables dashboard={dashboard} />
      <StudentsBelow below={dashboard.belowThreshold} threshold={dashboard.threshold} />
    </div>
  );
}
