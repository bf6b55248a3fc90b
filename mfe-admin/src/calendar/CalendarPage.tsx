import { useCallback, useState } from 'react';
import { api, endpoints, failureReason } from '@rollcall/api-client';
import type { CalendarEntry } from '@rollcall/contracts';
import { Button, useMediaQuery } from '@rollcall/ui-kit';
import { DoneNotice } from '@rollcall/ui-kit/forms';
import { ListLoading, ListStates, Page, RetryNotice } from '@rollcall/ui-kit/pages';
import { AddButton } from '../common/AddButton';
import { useInstituteToday } from '../common/instituteToday';
import { RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { useListDialogs } from '../common/useListDialogs';
import { useCalendar, useClasses, usePermission } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { useDayWords } from './dayWords';
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
  const t = useAdminTexts();
  const words = useDayWords();
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

  const classesOf = useCallback((entry: CalendarEntry) => entryClasses(t, entry, classes), [classes, t]);
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
      title={t('calendar.title')}
      description={t('calendar.description')}
      actions={
        <AddButton
          label={t('calendar.addEntry')}
          allowed={canManage && Boolean(addDay)}
          onClick={() => addDay && open({ kind: 'add', days: { startsOn: addDay, endsOn: addDay } })}
        />
      }
    >
      <DoneNotice done={done} />
      {failed ? <RetryNotice onRetry={retry}>{t('calendar.timeZoneFailed')}</RetryNotice> : null}
      {month && today ? (
        <>
          <MonthPicker month={month} todaysMonth={monthOf(today)} onMonth={showMonth} />
          {canManage && !phone ? (
            <div className={styles.selection}>
              <p role="status" className={styles.hint}>
                {firstDay ? t('calendar.chooseLastDay', { firstDay: words.day(firstDay, 'long') }) : t('calendar.chooseDays')}
              </p>
              {firstDay ? (
                <Button variant="ghost" size="sm" onClick={() => setFirstDay(null)}>
                  {t('calendar.clearFirstDay')}
                </Button>
              ) : null}
            </div>
          ) : null}
          <ListStates list={list} noun={t('calendar.noun')} reason={failureReason}>
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
        <ListLoading label={t('calendar.loading')} />
      )}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          title={t('calendar.removeTitle')}
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
          onSaved={(name) => finish(dialog.kind === 'edit' ? t('calendar.saved', { name }) : t('calendar.added', { name }))}
          onRemove={(entry) => open({ kind: 'remove', entry })}
        />
      ) : null}
    </Page>
  );
}
