import { memo, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { EligibilityStudent } from '@rollcall/contracts';
import { VisuallyHidden } from '@rollcall/ui-kit';
import { ScrollHint, useScrollsItself } from '@rollcall/ui-kit/pages';
import { type ClassSection, type SubjectColumn, standingIn } from '@rollcall/contracts';
import { Standing } from './StatusBadge';
import { useAdminTexts } from '../texts/texts';
import styles from './Eligibility.module.css';

interface GridProps {
  group: ClassSection;
  /** Where a student's name leads: their detail, with the list's filters. */
  studentLink: (student: EligibilityStudent) => string;
}

const StudentRow = memo(function StudentRow({
  student,
  subjects,
  link,
}: {
  student: EligibilityStudent;
  subjects: SubjectColumn[];
  link: string;
}) {
  const t = useAdminTexts();
  return (
    <tr>
      <th scope="row" className={styles.student}>
        <span className={styles.roll}>{student.rollNumber}</span>{' '}
        <Link to={link} className={styles.studentLink}>
          {student.name}
        </Link>
      </th>
      {subjects.map(({ subjectId }) => {
        const subject = standingIn(student, subjectId);
        return (
          <td key={subjectId} className={styles.cell}>
            {subject ? (
              <Standing subject={subject} />
            ) : (
              <>
                <span aria-hidden="true">·</span>
                <VisuallyHidden>{t('eligibility.notEnrolled')}</VisuallyHidden>
              </>
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * A class's students by subject: a row per student (roll number and name), a column per subject, each cell the
 * percentage and the status in words. It scrolls sideways in its own region, the names staying in view; while it
 * does, a hint under it says so.
 */
export function EligibilityGrid({ group, studentLink }: GridProps) {
  const t = useAdminTexts();
  const className = group.className ?? t('eligibility.noClass');
  const region = useRef<HTMLElement>(null);
  const { sideways } = useScrollsItself(region);
  const hintId = useId();
  return (
    <div className={styles.gridWrapper}>
      <section
        ref={region}
        className={styles.region}
        aria-label={t('eligibility.gridRegion', { className: className })}
        aria-describedby={sideways ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
      >
        <table className={styles.grid}>
          <caption className={styles.caption}>
            {t('eligibility.classCaption', { className: className, count: group.students.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.student}>
                {t('eligibility.studentHeading')}
              </th>
              {group.subjects.map((subject) => (
                <th key={subject.subjectId} scope="col" className={styles.subject}>
                  <span className={styles.code}>{subject.code}</span> <span className={styles.subjectName}>{subject.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.students.map((student) => (
              <StudentRow key={student.studentId} student={student} subjects={group.subjects} link={studentLink(student)} />
            ))}
          </tbody>
        </table>
      </section>
      {sideways ? <ScrollHint id={hintId}>{t('eligibility.scrollHint')}</ScrollHint> : null}
    </div>
  );
}
