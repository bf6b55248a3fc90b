import { useCallback, useState } from 'react';
import { api, endpoints, failureReason } from '@rollcall/api-client';
import { formatDay, type CalendarEntry } from '@rollcall/contracts';
import { Button, useMediaQuery } from '@rollcall/ui-kit';
import { DoneNotice } from '@rollcall/ui-kit/forms';
import { ListLoading, ListStates, Page, RetryNotice } from '@rollcall/ui-kit/pages';
import { AddButton } from '../common/AddButton';
import { useInstituteToday } from '../common/instituteToday';
import { RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { useListDialogs } from '../common/useListDialogs';
import { useCalendar, useClasses, usePermission } from '../data/hooks';
import { EntryDialog } from './EntryDialog';
import { entryClasses } from './entryLook';
import { monthOf, rangeOf, shownRange } from './month';
import { MonthGrid } from './MonthGrid';
import { MonthList } from './MonthList';
import { MonthPicker } from './MonthPicker';
import { useShownMonth } from './useShownMonth';
import styles from './Calendar.module.css';

type Days = { startsOn: string; endsOn: string };
type CalendarDialog =
  | { kind: 'add'; days: Days }
  | { kind: 'edit'; entry: CalendarEntry }
  | { kind: 'remove'; entry: CalendarEntry };

/** Phones show the month's entries as a list instead of the grid. */
const PHONE = '(max-width: 40rem)';

/** Calendar: the institute's holidays, exam days and follows days, a month at a time; a range of days adds one. */
export function CalendarPage() {
  const { today, failed, retry } = useInstituteToday();
  const [askedMonth, showMonth] = useShownMonth();
  const month = askedMonth ?? (today ? monthOf(today) : null);
  const shown = month ? shownRange(month) : null;
  const list = useCalendar(shown?.from ?? null, shown?.to ?? null);
  const classList = useClasses();
  const classes = classList.data?.classes;
  const canManage = usePermission('manage_setup');
  const phone = useMediaQuery(PHONE);
  const { dialog, open, close, done, finish } = useListDialogs<CalendarDialog>('calendar');
  const [firstDay, setFirstDay] = useState<string | null>(null);

  const classesOf = useCallback((entry: CalendarEntry) => entryClasses(entry, classes), [classes]);
  const edit = (entry: CalendarEntry) => open({ kind: 'edit', entry });
  const chooseDay = (day: string) => {
    if (!firstDay) return setFirstDay(day);
    setFirstDay(null);
    open({ kind: 'add', days: rangeOf(firstDay, day) });
  };
  const addDay = month && today && monthOf(today) !== month ? `${month}-01` : today;

  return (
    <Page
      landmark="section"
      back
      title="Calendar"
      description="Holidays, exam days and days that follow another weekday’s timetable."
      actions={
        <AddButton
          label="Add entry"
          allowed={canManage && Boolean(addDay)}
          onClick={() => addDay && open({ kind: 'add', days: { startsOn: addDay, endsOn: addDay } })}
        />
      }
    >
      <DoneNotice done={done} />
      {failed ? <RetryNotice onRetry={retry}>Failed to load the institute’s time zone.</RetryNotice> : null}
      {month && today ? (
        <>
          <MonthPicker month={month} todaysMonth={monthOf(today)} onMonth={showMonth} />
          {canManage && !phone ? (
            <div className={styles.selection}>
              <p role="status" className={styles.hint}>
                {firstDay
                  ? `From ${formatDay(firstDay, 'long')}: now choose the last day.`
                  : 'Choose a first and a last day to add a holiday, exam days or a follows day.'}
              </p>
              {firstDay ? (
                <Button variant="ghost" size="sm" onClick={() => setFirstDay(null)}>
                  Clear the first day
                </Button>
              ) : null}
            </div>
          ) : null}
          <ListStates list={list} noun="the calendar" reason={failureReason}>
            {phone ? (
              <MonthList
                month={month}
                entries={list.data?.entries ?? []}
                classesOf={classesOf}
                onEntry={canManage ? edit : undefined}
              />
            ) : (
              <MonthGrid
                month={month}
                entries={list.data?.entries ?? []}
                today={today}
                classesOf={classesOf}
                firstDay={firstDay}
                onDay={canManage ? chooseDay : undefined}
                onEntry={canManage ? edit : undefined}
              />
            )}
          </ListStates>
        </>
      ) : failed ? null : (
        <ListLoading label="Loading the calendar" />
      )}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          title="Remove calendar entry"
          name={dialog.entry.name}
          remove={() => api.call(endpoints.removeCalendarEntry, { params: { id: dialog.entry.id } })}
          onClose={close}
          onRemoved={() => finish(removedMessage(dialog.entry.name, 'removed'))}
        />
      ) : dialog ? (
        <EntryDialog
          editing={dialog.kind === 'edit' ? dialog.entry : null}
          range={dialog.kind === 'add' ? dialog.days : dialog.entry}
          classes={classes}
          classesFailed={Boolean(classList.error) && !classes}
          onRetryClasses={() => void classList.mutate()}
          onClose={close}
          onSaved={(name) => finish(dialog.kind === 'edit' ? `${name} saved` : `${name} added`)}
          onRemove={(entry) => open({ kind: 'remove', entry })}
        />
      ) : null}
    </Page>
  );
}
