import { useMemo } from 'react';
import { weekdayName, weekdayNames } from '@rollcall/contracts';
import { useMediaQuery } from '@rollcall/ui-kit';
import { SegmentedControl } from '@rollcall/ui-kit/forms';
import { ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { slotsAt, type DraftSlot } from './draft';
import { SlotView } from './SlotView';
import styles from './Timetable.module.css';

interface WeekViewProps {
  slots: readonly DraftSlot[];
  problems: Record<string, string>;
  canManage: boolean;
  onEdit: (slot: DraftSlot) => void;
  onRemove: (slot: DraftSlot) => void;
}

/** The weekday a phone shows (1 = Monday). */
interface DayChoice {
  day: number;
  onDay: (day: number) => void;
}

/** Phones show one weekday at a time. */
const PHONE = '(max-width: 40rem)';
const weekdays = [1, 2, 3, 4, 5, 6, 7];
const shortNames = weekdays.map((weekday) => ({ value: String(weekday), label: weekdayName(weekday).slice(0, 3) }));

/** The week: a grid of weekdays and periods, or on a phone the chosen weekday's periods as a list. */
export function WeekView(props: WeekViewProps & DayChoice) {
  const phone = useMediaQuery(PHONE);
  return phone ? <DayList {...props} /> : <WeekGrid {...props} />;
}

function WeekGrid({ slots, problems, canManage, onEdit, onRemove }: WeekViewProps) {
  const lastPeriod = Math.max(0, ...slots.map((slot) => slot.period));
  const periods = useMemo(() => Array.from({ length: lastPeriod }, (_, index) => index + 1), [lastPeriod]);
  const columns = useMemo<TableColumn<number>[]>(() => {
    // Saturday and Sunday only when something is on them.
    const shownDays = weekdays.filter((weekday) => weekday <= 5 || slots.some((slot) => slot.weekday === weekday));
    return [
      { key: 'period', header: 'Period', cell: (period) => period, rowHeader: true },
      ...shownDays.map((weekday) => ({
        key: String(weekday),
        header: weekdayNames[weekday - 1]!,
        cell: (period: number) => (
          <div className={styles.cell}>
            {slotsAt(slots, weekday, period).map((slot) => (
              <SlotView
                key={slot.key}
                slot={slot}
                problem={problems[slot.key]}
                canManage={canManage}
                onEdit={onEdit}
                onRemove={onRemove}
              />
            ))}
          </div>
        ),
      })),
    ];
  }, [slots, problems, canManage, onEdit, onRemove]);
  return (
    <Table
      caption="Lectures of the week"
      columns={columns}
      rows={periods}
      rowKey={String}
      empty={<ListEmpty title="No lectures yet" description="Add the lectures of the week, then save the timetable." />}
    />
  );
}

function DayList({ slots, problems, canManage, onEdit, onRemove, day, onDay }: WeekViewProps & DayChoice) {
  const ofDay = slots.filter((slot) => slot.weekday === day).sort((a, b) => a.period - b.period);
  return (
    <div className={styles.day}>
      <SegmentedControl label="Weekday" options={shortNames} value={String(day)} onChange={(value) => onDay(Number(value))} />
      {ofDay.length > 0 ? (
        <ol className={styles.periods} aria-label={`Lectures on ${weekdayName(day)}`}>
          {ofDay.map((slot) => (
            <li key={slot.key}>
              <p className={styles.period}>Period {slot.period}</p>
              <SlotView slot={slot} problem={problems[slot.key]} canManage={canManage} onEdit={onEdit} onRemove={onRemove} />
            </li>
          ))}
        </ol>
      ) : (
        <ListEmpty title={`No lectures on ${weekdayName(day)}`} />
      )}
    </div>
  );
}

/** The weekday a phone shows first: that of `today` (YYYY-MM-DD, the institute's), Monday 1. */
export const weekdayOf = (today: string) => ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
