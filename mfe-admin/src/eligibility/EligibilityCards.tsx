import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { EligibilityStudent } from '@rollcall/contracts';
import type { ClassSection } from '@rollcall/contracts';
import { Standing } from './StatusBadge';
import { useAdminTexts } from '../texts/texts';
import styles from './Eligibility.module.css';

interface CardsProps {
  group: ClassSection;
  studentLink: (student: EligibilityStudent) => string;
}

/** A class's students on a phone: a card per student with a line per subject, so nothing scrolls sideways. */
export function EligibilityCards({ group, studentLink }: CardsProps) {
  const t = useAdminTexts();
  const headingId = useId();
  const className = group.className ?? t('eligibility.noClass');
  return (
    <section aria-labelledby={headingId} className={styles.cardsSection}>
      <h2 id={headingId} className={styles.classHeading}>
        {t('eligibility.classCaption', { className: className, count: group.students.length })}
      </h2>
      <ul className={styles.cards}>
        {group.students.map((student) => (
          <li key={student.studentId} className={styles.card}>
            <p className={styles.cardTitle}>
              <Link to={studentLink(student)} className={styles.studentLink}>
                {student.name}
              </Link>{' '}
              <span className={styles.roll}>{student.rollNumber}</span>
            </p>
            <ul className={styles.cardSubjects} aria-label={student.name}>
              {student.subjects.map((subject) => (
                <li key={subject.subjectId} className={styles.cardSubject}>
                  <span className={styles.cardSubjectName}>
                    <span className={styles.code}>{subject.code}</span> {subject.name}
                  </span>
                  <Standing subject={subject} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
