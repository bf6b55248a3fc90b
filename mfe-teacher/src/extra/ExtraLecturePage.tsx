import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookOpen } from 'lucide-react';
import { localeOf } from '@rollcall/contracts';
import { useAttendanceTexts } from '@rollcall/attendance-ui';
import { useLanguage } from '@rollcall/i18n';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button } from '@rollcall/ui-kit';
import { Select } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, Page, Panel, RetryNotice } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useRoster, useTeacherSubjects, useToday } from '../data/hooks';
import { useRegisterQueue } from '../offline/RegisterQueueProvider';
import { useTeacherTexts } from '../texts/texts';
import { busyPeriods, freePeriods, isWithin } from './freePeriods';
import styles from './ExtraLecture.module.css';

/**
 * Start an extra lecture today: one of my subjects of the current semester, in a period still free, in which none of
 * its students already has a lecture.
 */
export function ExtraLecturePage() {
  const today = useToday();
  const subjects = useTeacherSubjects();
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const { queued } = useRegisterQueue();
  const t = useTeacherTexts();
  const reason = useFailureReason();
  const shared = useAttendanceTexts().t;
  const language = useLanguage();
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const day = today.data?.date ?? null;
  const roster = useRoster(subjectId, day);

  const current = day ? (subjects.data?.subjects ?? []).filter((subject) => isWithin(day, subject)) : [];
  const waitingPeriods = queued
    .filter(({ submission }) => submission.subjectId === subjectId && submission.heldOn === day)
    .map(({ submission }) => submission.period);
  const taken = roster.data ? [...roster.data.takenPeriods, ...waitingPeriods] : [];
  // A period in which a student of the roster already has a lecture would put them in two at once.
  const periods = roster.data ? freePeriods([...taken, ...roster.data.busyPeriods]) : [];
  const busy = roster.data ? busyPeriods(roster.data.busyPeriods, taken) : [];
  // Why some periods are not offered: 'Periods 2, 3 and 5 are not offered: …'.
  const busyNote =
    busy.length > 0
      ? t('extra.busy', {
          count: busy.length,
          periods: new Intl.ListFormat(localeOf[language], { type: 'conjunction' }).format(busy.map(String)),
        })
      : null;
  // Both calls make the list: without today's date no subject can be offered, so its failure is the list's.
  const list = {
    data: today.data && subjects.data,
    isLoading: subjects.isLoading || today.isLoading,
    error: subjects.error ?? today.error,
    mutate: () => Promise.all([subjects.mutate(), today.mutate()]),
  };

  const start = () => {
    if (!subjectId || !period || !day) return;
    navigate(areaPath(teacherPaths.take({ subjectId, heldOn: day, period: Number(period) })));
  };

  return (
    <Page
      landmark="section"
      back
      onBack={() => navigate(areaPath(teacherPaths.today))}
      title={t('today.startExtra')}
      description={day ? dayName(day, language) : undefined}
      narrow
    >
      <ListStates list={list} loading={t('load.subjects')} failed={t('fail.subjects')} reason={reason}>
        {current.length === 0 ? (
          <ListEmpty icon={<BookOpen size={40} />} title={t('extra.none')} />
        ) : (
          <Panel className={styles.form}>
            <Select
              label={t('extra.subject')}
              value={subjectId}
              onChange={(value) => {
                setSubjectId(value);
                setPeriod(null);
              }}
              options={current.map((subject) => ({
                value: subject.id,
                label: `${subject.name} (${subject.code}) · ${subject.className}`,
              }))}
              searchable={current.length > 8}
            />
            {roster.error ? (
              <RetryNotice onRetry={() => void roster.mutate()}>
                {t('extra.periodsFailed', { reason: reason(roster.error) || t('extra.tryAgain') })}
              </RetryNotice>
            ) : null}
            <Select
              label={t('extra.period')}
              value={period}
              onChange={setPeriod}
              disabled={!roster.data}
              options={periods.map((free) => ({ value: String(free), label: shared('period', { period: free }) }))}
            />
            {busyNote ? <p className={styles.note}>{busyNote}</p> : null}
            <Button size="lg" disabled={!subjectId || !period} onClick={start}>
              {t('lecture.take')}
            </Button>
          </Panel>
        )}
      </ListStates>
    </Page>
  );
}
