import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookOpen } from 'lucide-react';
import { errorMessage } from '@rollcall/contracts';
import { failureReason } from '@rollcall/api-client';
import { Button } from '@rollcall/ui-kit';
import { Select } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, Page, Panel, RetryNotice } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useRoster, useTeacherSubjects, useToday } from '../data/hooks';
import { useRegisterQueue } from '../offline/RegisterQueueProvider';
import { busyPeriodsNote, freePeriods, isWithin } from './freePeriods';
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
  const busyNote = roster.data ? busyPeriodsNote(roster.data.busyPeriods, taken) : null;
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
      title="Start an extra lecture"
      description={day ? dayName(day) : undefined}
      narrow
    >
      <ListStates list={list} noun="your subjects" reason={failureReason}>
        {current.length === 0 ? (
          <ListEmpty icon={<BookOpen size={40} />} title="You teach no subject this semester" />
        ) : (
          <Panel className={styles.form}>
            <Select
              label="Subject"
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
                Failed to load the periods taken today: {errorMessage(roster.error, 'please try again.')}
              </RetryNotice>
            ) : null}
            <Select
              label="Period"
              value={period}
              onChange={setPeriod}
              disabled={!roster.data}
              options={periods.map((free) => ({ value: String(free), label: `Period ${free}` }))}
            />
            {busyNote ? <p className={styles.note}>{busyNote}</p> : null}
            <Button size="lg" disabled={!subjectId || !period} onClick={start}>
              Take attendance
            </Button>
          </Panel>
        )}
      </ListStates>
    </Page>
  );
}
