import { type Ref, useId, useMemo, useState } from 'react';
import { CalendarX } from 'lucide-react';
import type { StudentAttendanceResponse } from '@rollcall/contracts';
import { Select } from '@rollcall/ui-kit/forms';
import { ListEmpty, Panel } from '@rollcall/ui-kit/pages';
import { useWords } from '../texts/useWords';
import { CalendarDayRow } from './CalendarDayRow';
import { withCalendarDays } from './calendarDays';
import { LectureRow } from './LectureRow';
import { MonthSwitcher } from './MonthSwitcher';
import { daysOfMonth, openingMonth, semesterMonths } from './months';
import styles from './AttendanceOverview.module.css';

const ALL_SUBJECTS = 'all';

interface DayByDayProps {
  attendance: StudentAttendanceResponse;
  /** The one subject shown, or null for all. */
  subjectId: string | null;
  onSubjectChange: (subjectId: string | null) => void;
  /** The section's heading, focused when a subject card sends the reader here. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Every marked lecture of the semester, a month at a time, by day (newest first), of all subjects or one, with the
 * holidays and exam days of the student's class among them.
 */
export function DayByDay({ attendance, subjectId, onSubjectChange, headingRef }: DayByDayProps) {
  const headingId = useId();
  const { t, days } = useWords();
  const { semester, subjects, lectures, today, calendar } = attendance;
  const months = useMemo(() => semesterMonths(semester), [semester]);
  const [month, setMonth] = useState(() => openingMonth(semester, lectures, today));
  const names = useMemo(() => new Map(subjects.map((subject) => [subject.subjectId, subject.name])), [subjects]);
  const shown = useMemo(() => {
    const marked = subjectId ? lectures.filter((lecture) => lecture.subjectId === subjectId) : lectures;
    return withCalendarDays(daysOfMonth(marked, month), calendar, month);
  }, [lectures, calendar, subjectId, month]);

  return (
    <Panel as="section" aria-labelledby={headingId} className={styles.days}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {t('overview.dayByDay')}
      </h2>
      {lectures.length === 0 && calendar.length === 0 ? (
        <ListEmpty icon={<CalendarX size={40} />} title={t('overview.noLecturesInSemester')} />
      ) : (
        <>
          {lectures.length === 0 ? <p className={styles.muted}>{t('overview.noLecturesInSemester')}</p> : null}
          <div className={styles.dayFilters}>
            <Select
              label={t('overview.subject')}
              options={[
                { value: ALL_SUBJECTS, label: t('overview.allSubjects') },
                ...subjects.map((subject) => ({ value: subject.subjectId, label: subject.name })),
              ]}
              value={subjectId ?? ALL_SUBJECTS}
              onChange={(value) => onSubjectChange(value && value !== ALL_SUBJECTS ? value : null)}
            />
            <MonthSwitcher months={months} month={month} onChange={setMonth} />
          </div>
          {shown.length === 0 ? (
            <p className={styles.muted}>{t('overview.noLecturesInMonth')}</p>
          ) : (
            shown.map(({ first, last, calendar: entries, lectures: ofDay }) => (
              <section key={`${first}:${last}`} aria-labelledby={`${headingId}-${first}-${last}`} className={styles.day}>
                <h3 id={`${headingId}-${first}-${last}`} className={styles.dayHeading}>
                  {days(first, last)}
                </h3>
                <ul className={styles.lectures}>
                  {entries.map((entry) => (
                    <CalendarDayRow key={`${entry.kind}:${entry.name}:${entry.startsOn}`} entry={entry} />
                  ))}
                  {ofDay.map((lecture) => (
                    <LectureRow key={lecture.lectureId} lecture={lecture} subjectName={names.get(lecture.subjectId) ?? ''} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </Panel>
  );
}
