import { type PeriodTime, weekdayName } from '@rollcall/contracts';
import { useMediaQuery } from '@rollcall/ui-kit';
import { SegmentedControl } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { GridCell, type GridCellProps } from './GridCell';
import styles from './Timetable.module.css';

type CellProps = Omit<GridCellProps, 'weekday' | 'period' | 'refusal'>;

export interface WeekGridProps extends CellProps {
  /** The weekdays shown, Monday 1. */
  days: readonly number[];
  periods: readonly number[];
  times: readonly PeriodTime[];
  /** A refusal of the server and the weekday and period it names. */
  refusal: { weekday: number; period: number; message: string } | null;
  /** The weekday a phone shows. */
  day: number;
  onDay: (day: number) => void;
}

/** Phones show one weekday at a time. */
const PHONE = '(max-width: 40rem)';

const timeOf = (times: readonly PeriodTime[], period: number) => {
  const time = times.find((each) => each.period === period);
  return time ? `${time.startsAt}–${time.endsAt}` : null;
};

/** The week as weekdays by periods, each cell a lecture or more; on a phone, the chosen weekday's periods. */
export function WeekGrid(props: WeekGridProps) {
  const t = useAdminTexts();
  const phone = useMediaQuery(PHONE);
  const { days, periods, times, refusal, day, onDay, ...cell } = props;
  const refusalAt = (weekday: number, period: number) =>
    refusal && refusal.weekday === weekday && refusal.period === period ? refusal.message : undefined;

  if (phone) {
    const shown = days.includes(day) ? day : days[0]!;
    return (
      <div className={styles.day}>
        <SegmentedControl
          label={t('timetable.grid.weekday')}
          options={days.map((weekday) => ({ value: String(weekday), label: weekdayName(weekday).slice(0, 3) }))}
          value={String(shown)}
          onChange={(value) => onDay(Number(value))}
        />
        <ol className={styles.periods} aria-label={t('timetable.lecturesOn', { day: weekdayName(shown) })}>
          {periods.map((period) => (
            <li key={period} className={styles.periodRow}>
              <p className={styles.period}>
                {t('timetable.period', { period })}
                {timeOf(times, period) ? <span className={styles.time}> {timeOf(times, period)}</span> : null}
              </p>
              <GridCell {...cell} weekday={shown} period={period} refusal={refusalAt(shown, period)} />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className={styles.gridBox}>
      <table className={styles.grid}>
        <caption className={styles.caption}>{t('timetable.grid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.periodColumn}>
              {t('timetable.grid.period')}
            </th>
            {days.map((weekday) => (
              <th key={weekday} scope="col">
                {weekdayName(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period}>
              <th scope="row" className={styles.periodColumn}>
                {period}
                {timeOf(times, period) ? <span className={styles.time}> {timeOf(times, period)}</span> : null}
              </th>
              {days.map((weekday) => (
                <td key={weekday}>
                  <GridCell {...cell} weekday={weekday} period={period} refusal={refusalAt(weekday, period)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The weekday a phone shows first: that of `today` (YYYY-MM-DD, the institute's), Monday 1. */
export const weekdayOf = (today: string) => ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Monday to Friday, and Saturday or Sunday when the week has lectures on them. */
export const shownDays = (weekdays: readonly number[]) =>
  [1, 2, 3, 4, 5, 6, 7].filter((weekday) => weekday <= 5 || weekdays.includes(weekday));
