import { Link } from 'react-router-dom';
import type { Dashboard } from '@rollcall/contracts';
import { useMountPath } from '@rollcall/federation/mount-path';
import { ListEmpty, Panel } from '@rollcall/ui-kit/pages';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface StudentsBelowProps {
  below: Dashboard['belowThreshold'];
  threshold: number;
}

/** How many students are below the threshold, and the lowest of them, each a link to their report. */
export function StudentsBelow({ below, threshold }: StudentsBelowProps) {
  const texts = useDashboardTexts();
  const mountPath = useMountPath();
  const { count, students } = below;
  return (
    <section aria-labelledby="dashboard-below" className={styles.section}>
      <h2 id="dashboard-below" className={styles.heading}>
        {texts.studentsBelow(count, threshold)}
      </h2>
      {count > students.length ? <p className={styles.note}>{texts.showingLowest(students.length)}</p> : null}
      <Panel>
        {students.length === 0 ? (
          <ListEmpty title={texts.noStudentsBelow} />
        ) : (
          <ul className={styles.rows}>
            {students.map((student) => (
              <li key={student.studentId} className={styles.row}>
                <div className={styles.rowMain}>
                  <Link
                    className={styles.rowTitle}
                    to={`${mountPath}/reports?${new URLSearchParams({ studentId: student.studentId })}`}
                  >
                    {student.name}
                  </Link>
                  <span className={styles.rowMeta}>
                    {texts.rollNumber(student.rollNumber)} · {student.className ?? texts.noClass} ·{' '}
                    {texts.overall(student.percentage)}
                  </span>
                  <span className={styles.rowMeta}>
                    {texts.lowestIn(student.lowest.name, student.lowest.code, student.lowest.percentage)} ·{' '}
                    {texts.subjectsBelowCount(student.subjectsBelow)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </section>
  );
}
