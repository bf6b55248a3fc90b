import { useId, useRef, useState } from 'react';
import type { StudentAttendanceResponse } from '@rollcall/contracts';
import { cx } from '@rollcall/ui-kit';
import type { LeaveOwner } from '../leave/leaveCalls';
import { LeaveSection } from '../leave/LeaveSection';
import { useStudentTexts } from '../texts/texts';
import { DayByDay } from './DayByDay';
import { OverallSummary } from './OverallSummary';
import { SubjectCard } from './SubjectCard';
import styles from './AttendanceOverview.module.css';

interface AttendanceOverviewProps {
  attendance: StudentAttendanceResponse;
  /** Whose leave the page asks for. */
  leaveOwner: LeaveOwner;
  onChooseSemester: (semesterId: string) => void;
}

/**
 * A student's semester, as they and their parents see it: the overall figure, each subject against the
 * threshold (in the server's order: the dropped ones last), leave and on-duty asked for and decided, and every
 * marked lecture day by day with the holidays and exam days. Render it keyed by the semester, so a subject chosen in one is not looked for in another.
 */
export function AttendanceOverview({ attendance, leaveOwner, onChooseSemester }: AttendanceOverviewProps) {
  const subjectsHeadingId = useId();
  const t = useStudentTexts();
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const dayByDay = useRef<HTMLHeadingElement>(null);

  const showLectures = (chosen: string) => {
    setSubjectId(chosen);
    dayByDay.current?.focus();
  };

  return (
    <div className={styles.overview}>
      <OverallSummary attendance={attendance} onChooseSemester={onChooseSemester} />
      <section aria-labelledby={subjectsHeadingId}>
        <h2 id={subjectsHeadingId} className={styles.sectionHeading}>
          {t('overview.subjects')}
        </h2>
        <p className={cx(styles.muted, styles.heldDaysNote)}>{t('overview.onlyHeldDays')}</p>
        <ul className={styles.subjects}>
          {attendance.subjects.map((subject) => (
            <li key={subject.subjectId}>
              <SubjectCard subject={subject} threshold={attendance.threshold} onShowLectures={showLectures} />
            </li>
          ))}
        </ul>
      </section>
      <LeaveSection owner={leaveOwner} today={attendance.today} />
      <DayByDay attendance={attendance} subjectId={subjectId} onSubjectChange={setSubjectId} headingRef={dayByDay} />
    </div>
  );
}
