import { useId } from 'react';
import { type EligibilityResponse, eligibilityStatuses } from '@rollcall/contracts';
import { statusCounts } from './statusCounts';
import { StatusBadge } from './StatusBadge';
import { pageTexts } from './texts';
import styles from './Eligibility.module.css';

/** What the list is as of, its rules, how many students, and how many subject standings of each status. */
export function StatusSummary({ list }: { list: EligibilityResponse }) {
  const headingId = useId();
  const counts = statusCounts(list.students);
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <p className={styles.rules}>
        {pageTexts.rules(list.threshold, list.condonationFloor, list.asOf)} · {pageTexts.students(list.students.length)}
      </p>
      <h2 id={headingId} className={styles.summaryHeading}>
        {pageTexts.standingsHeading}
      </h2>
      <ul className={styles.counts}>
        {eligibilityStatuses.map((status) => (
          <li key={status} className={styles.count}>
            <StatusBadge status={status} /> <span className={styles.countValue}>{counts[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
